"""Where the room server listens: this machine's addresses the rooms can reach, the
default port, and a free port near a taken one."""

from __future__ import annotations

DEFAULT_PORT = 8330


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses the rooms can reach, the local network's first;
    127.0.0.1 last (this machine only)."""
    # late: QtNetwork, only when serving
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    found: list[str] = []
    for address in QNetworkInterface.allAddresses():
        if (address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
                and not address.isLoopback() and not address.isLinkLocal()):
            found.append(address.toString())
    private = [a for a in found if a.startswith(("192.168.", "10.", "172."))]
    return private + [a for a in found if a not in private] + ["127.0.0.1"]


def free_port(host: str, near: int, tries: int = 20) -> int:
    """A port ``host`` can listen on now: the first free one after ``near``, else any."""
    from PySide6.QtNetwork import QHostAddress, QTcpServer  # late: QtNetwork, only when serving

    probe = QTcpServer()
    for port in [*range(near + 1, min(near + 1 + tries, 65536)), 0]:
        if probe.listen(QHostAddress(host), port):
            found = probe.serverPort()
            probe.close()
            return found
    return 0

/* The installed programs teams-app.exe (console) and teams-app-gui.exe (no console,
 * built with -DGUI -mwindows): each runs the Python beside it,
 *     <its folder>\python\python.exe  <its folder>\python\teams-app.py  <its arguments>
 * (pythonw.exe and teams-app-gui.py for the GUI one), waits for it and returns its exit
 * status.  The arguments are passed on exactly as they came (the rest of the command
 * line after the program's own name).  Python is put in a job object that dies with
 * this process, so ending the launcher ends the program.  Ctrl+C and Ctrl+Break are
 * left to Python (it shares this console).  Built by packaging/build-windows.sh with
 * mingw-w64; the icon and the version information come from launcher.rc. */
#include <windows.h>
#include <wchar.h>

#ifdef GUI
#define INTERPRETER L"pythonw.exe"
#define SCRIPT L"teams-app-gui.py"
#else
#define INTERPRETER L"python.exe"
#define SCRIPT L"teams-app.py"
#endif

static void fail(const wchar_t *what, DWORD error)
{
    wchar_t text[1024];
    _snwprintf(text, 1023, L"teams-app: %ls (Windows error %lu)", what, (unsigned long)error);
    text[1023] = 0;
#ifdef GUI
    MessageBoxW(NULL, text, L"Teams", MB_OK | MB_ICONERROR);
#else
    HANDLE err = GetStdHandle(STD_ERROR_HANDLE);
    DWORD written;
    if (!WriteConsoleW(err, text, (DWORD)wcslen(text), &written, NULL)) {
        char bytes[2048];
        int n = WideCharToMultiByte(CP_UTF8, 0, text, -1, bytes, sizeof bytes, NULL, NULL);
        if (n > 0) WriteFile(err, bytes, (DWORD)(n - 1), &written, NULL);
    }
    WriteFile(err, "\r\n", 2, &written, NULL);
#endif
    ExitProcess(120);
}

/* the command line after the program's own name (quoted or not), as Windows parses it */
static const wchar_t *arguments(const wchar_t *line)
{
    if (*line == L'"') {
        line++;
        while (*line && *line != L'"') line++;
        if (*line) line++;
    } else {
        while (*line && *line != L' ' && *line != L'\t') line++;
    }
    while (*line == L' ' || *line == L'\t') line++;
    return line;
}

/* one of this process's standard handles, as a handle the child inherits */
static HANDLE inheritable(DWORD which)
{
    HANDLE handle = GetStdHandle(which), copy = NULL;
    if (handle == NULL || handle == INVALID_HANDLE_VALUE) return NULL;
    if (!DuplicateHandle(GetCurrentProcess(), handle, GetCurrentProcess(), &copy, 0, TRUE,
                         DUPLICATE_SAME_ACCESS))
        return handle;
    return copy;
}

int main(void)
{
    wchar_t folder[MAX_PATH];
    DWORD n = GetModuleFileNameW(NULL, folder, MAX_PATH);
    if (n == 0 || n >= MAX_PATH) fail(L"cannot find its own folder", GetLastError());
    wchar_t *slash = wcsrchr(folder, L'\\');
    if (!slash) fail(L"cannot find its own folder", 0);
    *slash = 0;

    const wchar_t *rest = arguments(GetCommandLineW());
    size_t size = 2 * wcslen(folder) + wcslen(rest) + 64;
    wchar_t *command = HeapAlloc(GetProcessHeap(), 0, size * sizeof(wchar_t));
    wchar_t *program = HeapAlloc(GetProcessHeap(), 0, size * sizeof(wchar_t));
    if (!command || !program) fail(L"out of memory", GetLastError());
    _snwprintf(program, size, L"%ls\\python\\" INTERPRETER, folder);
    _snwprintf(command, size, L"\"%ls\" \"%ls\\python\\" SCRIPT L"\"%ls%ls",
               program, folder, *rest ? L" " : L"", rest);
    if (GetFileAttributesW(program) == INVALID_FILE_ATTRIBUTES)
        fail(L"its Python is missing: reinstall Teams", GetLastError());

    HANDLE job = CreateJobObjectW(NULL, NULL);
    if (job) {
        JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits;
        ZeroMemory(&limits, sizeof limits);
        limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
        SetInformationJobObject(job, JobObjectExtendedLimitInformation, &limits,
                                sizeof limits);
    }
#ifndef GUI
    SetConsoleCtrlHandler(NULL, TRUE);  /* Python handles Ctrl+C; this one waits */
#endif
    STARTUPINFOW startup;
    PROCESS_INFORMATION process;
    ZeroMemory(&startup, sizeof startup);
    startup.cb = sizeof startup;
    /* the same standard input, output and error (a console's, a file's or a pipe's) */
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = inheritable(STD_INPUT_HANDLE);
    startup.hStdOutput = inheritable(STD_OUTPUT_HANDLE);
    startup.hStdError = inheritable(STD_ERROR_HANDLE);
    if (!CreateProcessW(program, command, NULL, NULL, TRUE, CREATE_SUSPENDED, NULL, NULL,
                        &startup, &process))
        fail(L"cannot start its Python", GetLastError());
    if (job) AssignProcessToJobObject(job, process.hProcess);
    ResumeThread(process.hThread);
    CloseHandle(process.hThread);
    WaitForSingleObject(process.hProcess, INFINITE);
    DWORD status = 1;
    GetExitCodeProcess(process.hProcess, &status);
    ExitProcess(status);
}

; Inno Setup script for teams-app on Windows (not built or tried here: the project's
; machines run Linux; see packaging/README.md).
; Build the bundle first, on Windows:  pyinstaller --noconfirm packaging\teams-app.spec
; then:  iscc /DVersion=0.1.0 packaging\windows\teams-app.iss
; It installs dist\teams-app\ per user (no administrator needed), with a Start menu
; entry and the .match association to teams-app-gui.exe "%1".

#ifndef Version
  #define Version "0.1.0"
#endif

[Setup]
AppId={{6C1B7E0A-4D1E-4F0B-9C55-7E2B8A1F3D24}
AppName=Teams
AppVersion={#Version}
AppVerName=Teams {#Version}
AppPublisher=teams-app
DefaultDirName={autopf}\teams-app
DefaultGroupName=Teams
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=teams-app-{#Version}-setup
SetupIconFile=..\teams-app.ico
UninstallDisplayIcon={app}\teams-app-gui.exe
ChangesAssociations=yes
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "bg"; MessagesFile: "compiler:Languages\Bulgarian.isl"
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"

[Files]
Source: "..\..\dist\teams-app\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Teams"; Filename: "{app}\teams-app-gui.exe"
Name: "{group}\{cm:UninstallProgram,Teams}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Teams"; Filename: "{app}\teams-app-gui.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Registry]
; .match files open in teams-app-gui.exe (per user: HKA is HKCU without admin rights)
Root: HKA; Subkey: "Software\Classes\.match"; ValueType: string; ValueName: ""; ValueData: "TeamsApp.Match"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\TeamsApp.Match"; ValueType: string; ValueName: ""; ValueData: "Bridge team match"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\TeamsApp.Match\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\teams-app-gui.exe,0"
Root: HKA; Subkey: "Software\Classes\TeamsApp.Match\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\teams-app-gui.exe"" ""%1"""

[Run]
Filename: "{app}\teams-app-gui.exe"; Description: "{cm:LaunchProgram,Teams}"; Flags: nowait postinstall skipifsilent

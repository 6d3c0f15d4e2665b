; The Windows installer of teams-app: built by packaging/build-windows.sh with makensis
; (NSIS 3), which passes VERSION (0.1.0), VERSION4 (0.1.0.0), STAGE (the folder to
; install: teams-app.exe, teams-app-gui.exe, python\, lib\), OUTFILE and ICON.
;
; Per user, without administrator rights: %LOCALAPPDATA%\Programs\Teams, the Start menu
; entry "Teams", an optional desktop shortcut, .match files opening in teams-app-gui.exe
; (HKCU\Software\Classes), an entry in "Apps & features" (HKCU's Uninstall key).  Pages in
; English, Bulgarian and Russian (the language asked first, the system's preselected).
; Silent: setup.exe /S [/D=folder]; uninstall.exe /S.  The uninstaller removes only
; what the installer put there: the matches (%LOCALAPPDATA%\teams-app\matches) and the
; settings (%APPDATA%\teams-app\) are the user's and stay.

Unicode true
Target amd64-unicode
ManifestDPIAware true
SetCompressor /SOLID lzma
SetCompressorDictSize 64
RequestExecutionLevel user

!include "MUI2.nsh"
!include "FileFunc.nsh"

!define APPKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\TeamsApp"
!define PROGID "TeamsApp.Match"

Name "Teams"
Caption "Teams ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Teams"
InstallDirRegKey HKCU "${APPKEY}" "InstallLocation"
BrandingText "teams-app ${VERSION}"

VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey /LANG=0 "ProductName" "Teams"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "Teams ${VERSION} setup"
VIAddVersionKey /LANG=0 "CompanyName" "teams-app"
VIAddVersionKey /LANG=0 "LegalCopyright" "MIT licence"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_LANGDLL_ALLLANGUAGES
!define MUI_LANGDLL_REGISTRY_ROOT HKCU
!define MUI_LANGDLL_REGISTRY_KEY "${APPKEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"
!define MUI_FINISHPAGE_RUN "$INSTDIR\teams-app-gui.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Bulgarian"
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_RESERVEFILE_LANGDLL

LangString SecApp ${LANG_ENGLISH} "Teams (the program)"
LangString SecApp ${LANG_BULGARIAN} "Teams (програмата)"
LangString SecApp ${LANG_RUSSIAN} "Teams (программа)"
LangString SecDesktop ${LANG_ENGLISH} "Desktop shortcut"
LangString SecDesktop ${LANG_BULGARIAN} "Икона на работния плот"
LangString SecDesktop ${LANG_RUSSIAN} "Ярлык на рабочем столе"
LangString DescApp ${LANG_ENGLISH} "The program, the Start menu entry, and .match files opening in it."
LangString DescApp ${LANG_BULGARIAN} "Програмата, записът в менюто „Старт“ и отварянето на файловете .match с нея."
LangString DescApp ${LANG_RUSSIAN} "Программа, пункт в меню «Пуск» и открытие файлов .match в ней."
LangString DescDesktop ${LANG_ENGLISH} "A shortcut to Teams on the desktop."
LangString DescDesktop ${LANG_BULGARIAN} "Икона за Teams на работния плот."
LangString DescDesktop ${LANG_RUSSIAN} "Ярлык Teams на рабочем столе."
LangString MatchType ${LANG_ENGLISH} "Bridge team match"
LangString MatchType ${LANG_BULGARIAN} "Отборен мач по бридж"
LangString MatchType ${LANG_RUSSIAN} "Командный матч по бриджу"
LangString Comment ${LANG_ENGLISH} "Run a two-room bridge team match"
LangString Comment ${LANG_BULGARIAN} "Провеждане на отборен мач по бридж в две зали"
LangString Comment ${LANG_RUSSIAN} "Проведение командного матча по бриджу в двух залах"

Section "!$(SecApp)" SecApp
    SectionIn RO
    SetShellVarContext current
    SetOutPath "$INSTDIR"
    ; a reinstall over an older version: its Python and packages go first (a module
    ; the new version no longer has must not linger)
    RMDir /r "$INSTDIR\python"
    RMDir /r "$INSTDIR\lib"
    File "${STAGE}\teams-app.exe"
    File "${STAGE}\teams-app-gui.exe"
    File "${STAGE}\LICENSE.txt"
    File /r "${STAGE}\python"
    File /r "${STAGE}\lib"
    WriteUninstaller "$INSTDIR\uninstall.exe"

    CreateDirectory "$SMPROGRAMS\Teams"
    CreateShortCut "$SMPROGRAMS\Teams\Teams.lnk" "$INSTDIR\teams-app-gui.exe" "" \
        "$INSTDIR\teams-app-gui.exe" 0 SW_SHOWNORMAL "" "$(Comment)"

    ; .match files open in the window (per user: HKCU\Software\Classes)
    WriteRegStr HKCU "Software\Classes\.match" "" "${PROGID}"
    WriteRegStr HKCU "Software\Classes\.match\OpenWithProgids" "${PROGID}" ""
    WriteRegStr HKCU "Software\Classes\${PROGID}" "" "$(MatchType)"
    WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\teams-app-gui.exe,0"
    WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" \
        '"$INSTDIR\teams-app-gui.exe" "%1"'
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

    ; "Apps & features"
    WriteRegStr HKCU "${APPKEY}" "DisplayName" "Teams"
    WriteRegStr HKCU "${APPKEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKCU "${APPKEY}" "Publisher" "teams-app"
    WriteRegStr HKCU "${APPKEY}" "DisplayIcon" "$INSTDIR\teams-app-gui.exe,0"
    WriteRegStr HKCU "${APPKEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKCU "${APPKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
    WriteRegStr HKCU "${APPKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
    WriteRegDWORD HKCU "${APPKEY}" "NoModify" 1
    WriteRegDWORD HKCU "${APPKEY}" "NoRepair" 1
    ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
    WriteRegDWORD HKCU "${APPKEY}" "EstimatedSize" $0
SectionEnd

Section /o "$(SecDesktop)" SecDesktop
    SetShellVarContext current
    CreateShortCut "$DESKTOP\Teams.lnk" "$INSTDIR\teams-app-gui.exe" "" \
        "$INSTDIR\teams-app-gui.exe" 0 SW_SHOWNORMAL "" "$(Comment)"
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
    !insertmacro MUI_DESCRIPTION_TEXT ${SecApp} $(DescApp)
    !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} $(DescDesktop)
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Function .onInit
    !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
    !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "Uninstall"
    SetShellVarContext current
    ; only what the installer put there (never RMDir /r $INSTDIR: the folder may have
    ; been chosen by hand and hold other files)
    Delete "$INSTDIR\teams-app.exe"
    Delete "$INSTDIR\teams-app-gui.exe"
    Delete "$INSTDIR\LICENSE.txt"
    RMDir /r "$INSTDIR\python"
    RMDir /r "$INSTDIR\lib"
    Delete "$INSTDIR\uninstall.exe"
    RMDir "$INSTDIR"

    Delete "$SMPROGRAMS\Teams\Teams.lnk"
    RMDir "$SMPROGRAMS\Teams"
    Delete "$DESKTOP\Teams.lnk"

    ; the association, only if it is still ours
    ReadRegStr $0 HKCU "Software\Classes\.match" ""
    StrCmp $0 "${PROGID}" 0 +2
        DeleteRegValue HKCU "Software\Classes\.match" ""
    DeleteRegValue HKCU "Software\Classes\.match\OpenWithProgids" "${PROGID}"
    DeleteRegKey /ifempty HKCU "Software\Classes\.match\OpenWithProgids"
    DeleteRegKey /ifempty HKCU "Software\Classes\.match"
    DeleteRegKey HKCU "Software\Classes\${PROGID}"
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
    DeleteRegKey HKCU "${APPKEY}"
    ; the matches (%LOCALAPPDATA%\teams-app) and the settings (%APPDATA%\teams-app)
    ; are the user's: left as they are
SectionEnd

# Windows recipe (NOT TESTED: the CI machine is Debian; see README "Packages").
# Written for Qt 6 with MSVC or MinGW:
#   cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
#   cmake --build build
#   cd build && cpack -G NSIS        (or -G WIX for an .msi)
# The installer holds suanpan.exe, suanpan-cli.exe, the Qt DLLs and plugins
# that windeployqt copies next to them, and the compiler runtime; it adds a
# Start-menu shortcut and opens *.suanpan files with Suanpan.

# The exe icon: an .ico rendered from the SVG, compiled in through a .rc file.
set(SUANPAN_ICO ${CMAKE_CURRENT_BINARY_DIR}/suanpan.ico)
add_custom_command(OUTPUT ${SUANPAN_ICO}
                   COMMAND suanpan_render_icons ${SUANPAN_APP_ICON} ${SUANPAN_ICO} 256
                   DEPENDS suanpan_render_icons ${SUANPAN_APP_ICON} VERBATIM)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/suanpan.rc "IDI_ICON1 ICON \"suanpan.ico\"\n")
set_source_files_properties(${CMAKE_CURRENT_BINARY_DIR}/suanpan.rc PROPERTIES
                            OBJECT_DEPENDS ${SUANPAN_ICO})
target_sources(suanpan PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/suanpan.rc)

# Qt's DLLs, platform and image plugins and Qt's own translations, copied
# next to the installed exe at install time (CPack installs into its staging
# folder first, so the installer gets them too).
install(CODE "
    execute_process(COMMAND \"$<TARGET_FILE:Qt6::windeployqt>\" --no-compiler-runtime
                            --dir \"\${CMAKE_INSTALL_PREFIX}/bin\"
                            \"\${CMAKE_INSTALL_PREFIX}/bin/$<TARGET_FILE_NAME:suanpan>\"
                    RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR \"windeployqt failed: \${result}\")
    endif()")
# The MSVC (or MinGW) runtime DLLs.
set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION bin)
include(InstallRequiredSystemLibraries)

set(CPACK_GENERATOR NSIS)
set(CPACK_PACKAGE_EXECUTABLES suanpan Suanpan)
set(CPACK_NSIS_PACKAGE_NAME Suanpan)
set(CPACK_NSIS_DISPLAY_NAME "Suanpan ${PROJECT_VERSION}")
set(CPACK_NSIS_MUI_ICON ${SUANPAN_ICO})
set(CPACK_NSIS_INSTALLED_ICON_NAME bin\\suanpan.exe)
set(CPACK_NSIS_URL_INFO_ABOUT "${PROJECT_HOMEPAGE_URL}")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
# *.suanpan opens in Suanpan (the installer runs elevated, so HKCR is writable);
# SHChangeNotify tells Explorer to pick up the new association and icon.
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS [[
  WriteRegStr HKCR ".suanpan" "" "Suanpan.Project"
  WriteRegStr HKCR "Suanpan.Project" "" "Suanpan project"
  WriteRegStr HKCR "Suanpan.Project\DefaultIcon" "" "$INSTDIR\bin\suanpan.exe,0"
  WriteRegStr HKCR "Suanpan.Project\shell\open\command" "" '"$INSTDIR\bin\suanpan.exe" "%1"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
]])
set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS [[
  DeleteRegKey HKCR ".suanpan"
  DeleteRegKey HKCR "Suanpan.Project"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
]])

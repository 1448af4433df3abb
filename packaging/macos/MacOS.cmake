# macOS recipe (NOT TESTED: the CI machine is Debian; see README "Packages").
# Written for Qt 6 with Apple clang:
#   cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
#   cmake --build build
#   cd build && cpack -G DragNDrop
# The disk image holds Suanpan.app (suanpan-cli inside Contents/MacOS), with
# the Qt frameworks macdeployqt copies into it, and a link to /Applications.
# Info.plist declares the project file type, so Finder opens *.suanpan with
# Suanpan (the file arrives as a QFileOpenEvent, handled in app/gui/main.cpp).

set_target_properties(suanpan PROPERTIES
    OUTPUT_NAME Suanpan
    MACOSX_BUNDLE_INFO_PLIST ${CMAKE_CURRENT_SOURCE_DIR}/macos/Info.plist.in
    MACOSX_BUNDLE_GUI_IDENTIFIER ${SUANPAN_APP_ID}
    MACOSX_BUNDLE_BUNDLE_NAME Suanpan
    MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
    MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
    MACOSX_BUNDLE_COPYRIGHT "Copyright (c) 2026 The Suanpan authors. MIT licence."
    MACOSX_BUNDLE_ICON_FILE Suanpan.icns)

# Suanpan.icns (app) and SuanpanProject.icns (document) from the SVGs: an
# iconset of the ten sizes iconutil wants, rendered by suanpan_render_icons.
function(suanpan_icns svg name)
    set(iconset ${CMAKE_CURRENT_BINARY_DIR}/${name}.iconset)
    set(icns ${CMAKE_CURRENT_BINARY_DIR}/${name}.icns)
    set(commands)
    foreach(size 16 32 128 256 512)
        math(EXPR double "${size} * 2")
        list(APPEND commands
             COMMAND suanpan_render_icons ${svg} ${iconset}/icon_${size}x${size}.png ${size}
             COMMAND suanpan_render_icons ${svg} ${iconset}/icon_${size}x${size}@2x.png ${double})
    endforeach()
    add_custom_command(OUTPUT ${icns} ${commands}
                       COMMAND iconutil -c icns -o ${icns} ${iconset}
                       DEPENDS suanpan_render_icons ${svg} VERBATIM)
    set_source_files_properties(${icns} PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
    target_sources(suanpan PRIVATE ${icns})
endfunction()
suanpan_icns(${SUANPAN_APP_ICON} Suanpan)
suanpan_icns(${SUANPAN_DOC_ICON} SuanpanProject)

# The Qt frameworks and plugins, copied into the installed bundle.
install(CODE "
    execute_process(COMMAND \"$<TARGET_FILE:Qt6::macdeployqt>\"
                            \"\${CMAKE_INSTALL_PREFIX}/Suanpan.app\" -always-overwrite
                    RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR \"macdeployqt failed: \${result}\")
    endif()")

set(CPACK_GENERATOR DragNDrop)
set(CPACK_DMG_VOLUME_NAME Suanpan)
set(CPACK_DMG_FORMAT UDZO)

# Linux desktop integration, installed under CMAKE_INSTALL_PREFIX (/usr in the
# .deb). Debian's triggers (shared-mime-info, desktop-file-utils, hicolor icon
# cache) refresh the MIME, desktop and icon databases on install, so the
# package needs no maintainer scripts.
set(SUANPAN_LINUX_DIR ${CMAKE_CURRENT_SOURCE_DIR}/linux)
set(SUANPAN_METAINFO ${CMAKE_CURRENT_BINARY_DIR}/${SUANPAN_APP_ID}.metainfo.xml)
configure_file(${SUANPAN_LINUX_DIR}/${SUANPAN_APP_ID}.metainfo.xml.in ${SUANPAN_METAINFO} @ONLY)

install(FILES ${SUANPAN_LINUX_DIR}/${SUANPAN_APP_ID}.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${SUANPAN_METAINFO} DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${SUANPAN_LINUX_DIR}/suanpan-mime.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${SUANPAN_APP_ID}.xml)

# Icons: the SVGs (scalable) and PNGs rendered from them at build time with
# QtSvg (suanpan_render_icons), into the hicolor theme.
set(SUANPAN_ICON_SIZES 16 24 32 48 64 128 256 512)
set(SUANPAN_ICON_DIR ${CMAKE_CURRENT_BINARY_DIR}/hicolor)

set(SUANPAN_ICON_PNGS)
foreach(size IN LISTS SUANPAN_ICON_SIZES)
    list(APPEND SUANPAN_ICON_PNGS
         ${SUANPAN_ICON_DIR}/${size}x${size}/apps/${SUANPAN_APP_ID}.png
         ${SUANPAN_ICON_DIR}/${size}x${size}/mimetypes/${SUANPAN_DOC_ICON_NAME}.png)
endforeach()
add_custom_command(
    OUTPUT ${SUANPAN_ICON_PNGS}
    COMMAND suanpan_render_icons ${SUANPAN_APP_ICON}
            ${SUANPAN_ICON_DIR}/{size}x{size}/apps/${SUANPAN_APP_ID}.png ${SUANPAN_ICON_SIZES}
    COMMAND suanpan_render_icons ${SUANPAN_DOC_ICON}
            ${SUANPAN_ICON_DIR}/{size}x{size}/mimetypes/${SUANPAN_DOC_ICON_NAME}.png
            ${SUANPAN_ICON_SIZES}
    DEPENDS suanpan_render_icons ${SUANPAN_APP_ICON} ${SUANPAN_DOC_ICON}
    COMMENT "Rendering the hicolor PNG icons"
    VERBATIM)
add_custom_target(suanpan_icons ALL DEPENDS ${SUANPAN_ICON_PNGS})

install(DIRECTORY ${SUANPAN_ICON_DIR} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons)
install(FILES ${SUANPAN_APP_ICON} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
        RENAME ${SUANPAN_APP_ID}.svg)
install(FILES ${SUANPAN_DOC_ICON}
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/mimetypes
        RENAME ${SUANPAN_DOC_ICON_NAME}.svg)

# The .deb: runtime dependencies come from dpkg-shlibdeps (the Qt, SQLite and
# C++ libraries the binaries link), not from a hand-kept list. What shlibdeps
# cannot see: the CJK fonts the Chinese UI needs, Qt's own translations, and
# the Wayland platform plugin (X11's ships with libqt6gui6).
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n, qt6-wayland")
# The synopsis is CPACK_PACKAGE_DESCRIPTION_SUMMARY; this is the body under it.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Suanpan sizes an AI job (memory per card, training time, inference\nlatency), prices renting, hosting and building GPU compute with the\nhidden costs, and walks the verification checklist before signing.\nSimplified Chinese and English. Includes suanpan-cli, the same engine\nfor scripts.")

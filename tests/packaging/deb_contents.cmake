# What `dpkg-deb --info` and `--contents` must show.
include(${CMAKE_CURRENT_LIST_DIR}/common.cmake)
require_tool("${DPKG_DEB}" dpkg-deb)
require_tool("${DESKTOP_VALIDATE}" desktop-file-validate)
require_tool("${FILE_TOOL}" file)
find_deb(deb)

run_ok(info ${DPKG_DEB} --info ${deb})
foreach(pattern "\n Package: suanpan\n" "\n Version: ${VERSION}\n"
                "\n Depends:[^\n]*libqt6widgets6" "\n Depends:[^\n]*libqt6charts6"
                "\n Depends:[^\n]*libsqlite3-0" "\n Depends:[^\n]*libstdc\\+\\+6"
                "\n Recommends:[^\n]*fonts-noto-cjk" "\n Description: GPU cluster planning[^\n]*\n  Suanpan sizes an AI job")
    if(NOT info_out MATCHES "${pattern}")
        message(FATAL_ERROR "dpkg-deb --info lacks ${pattern}:\n${info_out}")
    endif()
endforeach()

run_ok(contents ${DPKG_DEB} --contents ${deb})
set(app io.github.suanpan.Suanpan)
set(expected
    ./usr/bin/suanpan ./usr/bin/suanpan-cli
    ./usr/share/applications/${app}.desktop
    ./usr/share/metainfo/${app}.metainfo.xml
    ./usr/share/mime/packages/${app}.xml
    ./usr/share/icons/hicolor/scalable/apps/${app}.svg
    ./usr/share/icons/hicolor/scalable/mimetypes/application-x-suanpan-project.svg
    ./usr/share/doc/suanpan/LICENSE ./usr/share/doc/suanpan/THIRD-PARTY.md)
foreach(size 16 24 32 48 64 128 256 512)
    list(APPEND expected ./usr/share/icons/hicolor/${size}x${size}/apps/${app}.png
         ./usr/share/icons/hicolor/${size}x${size}/mimetypes/application-x-suanpan-project.png)
endforeach()
foreach(path IN LISTS expected)
    string(REGEX REPLACE "([.+])" "\\\\\\1" escaped "${path}")
    if(NOT contents_out MATCHES " ${escaped}\n")
        message(FATAL_ERROR "the .deb does not hold ${path}:\n${contents_out}")
    endif()
endforeach()
# Nothing outside /usr (no build paths, no /usr/local).
string(REGEX MATCHALL " \\./[^\n]*" paths "${contents_out}")
foreach(path IN LISTS paths)
    if(NOT path MATCHES "^ \\./(usr/((bin|share)/.*)?)?$")
        message(FATAL_ERROR "unexpected path in the .deb: ${path}")
    endif()
endforeach()

# The unpacked files themselves: the installed entry validates, the PNGs
# have the size their folder says.
run_ok(v ${DESKTOP_VALIDATE} ${ROOT}/usr/share/applications/${app}.desktop)
foreach(size 16 48 512)
    run_ok(f ${FILE_TOOL} -b ${ROOT}/usr/share/icons/hicolor/${size}x${size}/apps/${app}.png)
    if(NOT f_out MATCHES "^PNG image data, ${size} x ${size},")
        message(FATAL_ERROR "${size}x${size} icon is ${f_out}")
    endif()
endforeach()

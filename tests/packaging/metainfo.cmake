include(${CMAKE_CURRENT_LIST_DIR}/common.cmake)
require_tool("${TOOL}" appstreamcli)
# Pedantic: notes are allowed (the id has capitals, as the desktop file name
# must), anything that fails validation is not.
run_ok(v ${TOOL} validate --no-net --pedantic ${FILE})
if(NOT v_out MATCHES "Validation was successful")
    message(FATAL_ERROR "appstreamcli: ${v_out}${v_err}")
endif()
file(READ ${FILE} xml)
# The release is the project version (configure_file), not a copy of it.
if(NOT xml MATCHES "<release version=\"${VERSION}\" date=\"${DATE}\">")
    message(FATAL_ERROR "metainfo has no <release> for ${VERSION} of ${DATE}")
endif()
foreach(needle "<summary xml:lang=\"zh-CN\">" "<launchable type=\"desktop-id\">io.github.suanpan.Suanpan.desktop"
               "<content_rating type=\"oars-1.1\"" "<screenshot type=\"default\">"
               "<mediatype>application/x-suanpan-project</mediatype>" "<project_license>MIT<")
    string(FIND "${xml}" "${needle}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "metainfo lacks ${needle}")
    endif()
endforeach()
# Every screenshot it names is one of packaging/screenshots (the URLs point
# at this folder in the release's tag).
string(REGEX MATCHALL "/packaging/screenshots/[^<]+</image>" shots "${xml}")
list(LENGTH shots count)
if(count LESS 2)
    message(FATAL_ERROR "metainfo names ${count} screenshots")
endif()
foreach(shot IN LISTS shots)
    string(REGEX REPLACE "^/packaging/screenshots/(.*)</image>$" "\\1" name "${shot}")
    if(NOT EXISTS ${SCREENSHOTS}/${name})
        message(FATAL_ERROR "metainfo names ${name}, which packaging/screenshots lacks")
    endif()
endforeach()

include(${CMAKE_CURRENT_LIST_DIR}/common.cmake)
require_tool("${TOOL}" desktop-file-validate)
# desktop-file-validate exits 0 on hints; errors and warnings make it fail,
# and warnings are printed, so any output at all fails too.
run_ok(v ${TOOL} ${FILE})
if(NOT "${v_out}${v_err}" STREQUAL "")
    message(FATAL_ERROR "desktop-file-validate: ${v_out}${v_err}")
endif()
file(READ ${FILE} entry)
foreach(key "Name\\[zh_CN\\]=" "GenericName=" "GenericName\\[zh_CN\\]=" "Comment\\[zh_CN\\]="
            "Keywords=" "Keywords\\[zh_CN\\]=" "MimeType=application/x-suanpan-project;"
            "Exec=suanpan %F" "Icon=io.github.suanpan.Suanpan")
    if(NOT entry MATCHES "\n${key}")
        message(FATAL_ERROR "the desktop entry has no line ${key}")
    endif()
endforeach()

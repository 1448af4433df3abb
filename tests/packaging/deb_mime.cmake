# With the MIME database built in the unpacked root, a project file is an
# application/x-suanpan-project by its content alone (renamed without its
# extension), and the same SQLite file without Suanpan's application id is not.
include(${CMAKE_CURRENT_LIST_DIR}/common.cmake)
require_tool("${UPDATE_MIME}" update-mime-database)
require_tool("${GIO}" "gio (libglib2.0-bin)")
require_tool("${XDG_MIME}" "xdg-mime (xdg-utils)")
find_program(DD dd)
require_tool("${DD}" dd)
set(mime ${ROOT}/usr/share/mime)
run_ok(u ${UPDATE_MIME} ${mime})
if(NOT EXISTS ${mime}/mime.cache)
    message(FATAL_ERROR "update-mime-database wrote no ${mime}/mime.cache")
endif()

set(files ${WORK}/mime)
file(REMOVE_RECURSE ${files})
file(MAKE_DIRECTORY ${files}/home)
run_ok(ex ${ROOT}/usr/bin/suanpan-cli project example ${files}/plan.suanpan)
file(COPY_FILE ${files}/plan.suanpan ${files}/plan-without-extension)
# The same bytes with the application id (offset 68, 4 bytes) zeroed: SQLite's type.
file(COPY_FILE ${files}/plan.suanpan ${files}/plain-sqlite)
run_ok(dd ${DD} if=/dev/zero of=${files}/plain-sqlite bs=1 seek=68 count=4 conv=notrunc)

# The package's MIME data first, then the system's (where SQLite's own
# magic lives, which the project's must outrank); no user database.
function(content_type file out)
    run_ok(gio ${CMAKE_COMMAND} -E env XDG_DATA_DIRS=${ROOT}/usr/share:/usr/share
           XDG_DATA_HOME=${files}/home HOME=${files}/home
           ${GIO} info --attributes=standard::content-type ${file})
    if(NOT gio_out MATCHES "standard::content-type: ([^\n]+)")
        message(FATAL_ERROR "gio info ${file}: ${gio_out}${gio_err}")
    endif()
    set(${out} ${CMAKE_MATCH_1} PARENT_SCOPE)
endfunction()

foreach(check "plan.suanpan=application/x-suanpan-project"
              "plan-without-extension=application/x-suanpan-project"
              "plain-sqlite=application/vnd.sqlite3")
    string(REPLACE "=" ";" pair "${check}")
    list(GET pair 0 name)
    list(GET pair 1 expected)
    content_type(${files}/${name} type)
    if(NOT type STREQUAL expected)
        message(FATAL_ERROR "${name}: ${type}, expected ${expected}")
    endif()
endforeach()

# xdg-mime, as a file manager's "open with" asks: without a desktop it falls
# back to file(1), which knows no shared-mime-info; as GNOME it asks gio.
run_ok(xdg ${CMAKE_COMMAND} -E env XDG_DATA_DIRS=${ROOT}/usr/share:/usr/share
       XDG_DATA_HOME=${files}/home HOME=${files}/home XDG_CURRENT_DESKTOP=GNOME
       ${XDG_MIME} query filetype ${files}/plan-without-extension)
if(NOT xdg_out STREQUAL "application/x-suanpan-project\n")
    message(FATAL_ERROR "xdg-mime query filetype: ${xdg_out}${xdg_err}")
endif()

# The GUI executable started as scripts and file managers start it (issue
# 33): --version and --help without a display print and exit 0 (Qt aborted
# in QApplication); a project named "-p.suanpan" opens as a file, not as the
# options -p -. -s ...; without a display a window is refused in one line,
# and a headless export still runs.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

function(run_gui expected out_var err_var)
    execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY
                            --unset=QT_QPA_PLATFORM XDG_CONFIG_HOME=${WORK}/config LANG=C.UTF-8
                            "${GUI}" ${ARGN}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err
                    WORKING_DIRECTORY "${WORK}" TIMEOUT 120)
    if(NOT "${rc}" STREQUAL "${expected}")
        message(FATAL_ERROR "suanpan ${ARGN}: exit ${rc}, expected ${expected}\n${out}\n${err}")
    endif()
    set(${out_var} "${out}" PARENT_SCOPE)
    set(${err_var} "${err}" PARENT_SCOPE)
endfunction()

run_gui(0 out err --version)
if(NOT out MATCHES "^suanpan [0-9]+\\.[0-9]+")
    message(FATAL_ERROR "--version printed:\n${out}\n${err}")
endif()
run_gui(0 out err --help)
string(FIND "${out}" "--export-pdf" pos)
if(pos EQUAL -1)
    message(FATAL_ERROR "--help printed:\n${out}\n${err}")
endif()

# No display and no export: one line, exit 1, no abort.
run_gui(1 out err)
string(STRIP "${err}" err)
if(NOT err MATCHES "^suanpan: no display" OR err MATCHES "\n")
    message(FATAL_ERROR "start without a display:\n${err}")
endif()

# A project called -p.suanpan (written by the CLI).
execute_process(COMMAND "${CLI}" project example -- -p.suanpan WORKING_DIRECTORY "${WORK}"
                RESULT_VARIABLE rc)
if(NOT EXISTS "${WORK}/-p.suanpan")
    execute_process(COMMAND "${CLI}" project example example.suanpan WORKING_DIRECTORY "${WORK}")
    file(RENAME "${WORK}/example.suanpan" "${WORK}/-p.suanpan")
endif()
run_gui(0 out err --quit-after-load -p.suanpan)
string(FIND "${out}" "loaded \"" pos)
if(pos EQUAL -1)
    message(FATAL_ERROR "-p.suanpan did not open:\n${out}\n${err}")
endif()
run_gui(0 out err --quit-after-load -- -p.suanpan)

# A headless export without a display: drawn offscreen.
run_gui(0 out err --export-pdf r.pdf --sections summary -p.suanpan)
if(NOT EXISTS "${WORK}/r.pdf")
    message(FATAL_ERROR "no report without a display:\n${err}")
endif()

# Finding the libraries the way each Debian package means them to be found,
# with a message that names the package to install when one is missing.
# run.sh's PACKAGES installs all of them; these messages are for a build
# started by hand.

# suanpan_require(<found-variable> <what> <debian-package>)
function(suanpan_require found_var what package)
    if(NOT ${found_var})
        message(FATAL_ERROR
            "${what} not found. On Debian 12: sudo apt-get install ${package} "
            "(./run.sh installs every dependency).")
    endif()
endfunction()

# The pkg-config module <module> as the imported target PkgConfig::<prefix>.
function(suanpan_require_pkg prefix module package)
    find_package(PkgConfig QUIET)
    suanpan_require(PKG_CONFIG_FOUND "pkg-config" pkg-config)
    pkg_check_modules(${prefix} QUIET IMPORTED_TARGET GLOBAL ${module})
    suanpan_require(${prefix}_FOUND "${module} (pkg-config)" ${package})
endfunction()

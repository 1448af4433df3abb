#!/usr/bin/env bash
# The README commands:
#   ./run.sh app    install what is missing, build, launch on the example project
#   ./run.sh test   install what is missing, build, run every test (CTest)
#   ./run.sh package  install what is missing, build, make the .deb in build/packages
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(
    cmake g++ ninja-build ccache pkg-config
    qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev
    qt6-translations-l10n libgl-dev libqt6opengl6-dev iperf3
    libsqlite3-dev nlohmann-json3-dev libbenchmark-dev libxlsxwriter-dev zlib1g-dev poppler-utils unzip
    python3 clang-format-14
    fonts-noto-cjk xvfb xauth
    dpkg-dev file desktop-file-utils appstream shared-mime-info libxml2-utils libglib2.0-bin xdg-utils
)

install_missing() {
    local missing=()
    for p in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return
    echo "Installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Warnings are errors in every target (core, ui, app, tests): a warning
# fails the README's commands as it would fail CI. This release tree holds
# the app, the CLI, the benchmarks and the tests that need this very build
# (the CLI scripts, the .deb, the start-up and the memory cap); the unit and
# GUI tests are built once, sanitized, below.
build() {
    cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSUANPAN_WERROR=ON \
        -DSUANPAN_UNIT_TESTS=OFF "$@"
    cmake --build build -j2
}

# The core, CLI and GUI tests, built with AddressSanitizer and
# UndefinedBehaviorSanitizer (any finding aborts the test) and warnings as
# errors, in a tree of their own (the CLI scripts run in both trees). -O1 -g1 builds at
# twice the normal compile time; -O2 took four and a half.
sanitized_tests() {
    cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
        -DSUANPAN_SANITIZE=ON -DSUANPAN_WERROR=ON -DSUANPAN_BUILD_GUI=ON -DSUANPAN_UNIT_TESTS=ON
    cmake --build build-asan -j2
    ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:check_initialization_order=1 \
        UBSAN_OPTIONS=print_stacktrace=1 \
        ctest --test-dir build-asan -j2 --output-on-failure --timeout 1200
}

case "${1:-}" in
app)
    install_missing
    build
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
        echo "No display found: starting under xvfb-run (set DISPLAY to see the window)."
        exec xvfb-run -a -s "-screen 0 1440x900x24" ./build/app/suanpan --example
    fi
    exec ./build/app/suanpan --example
    ;;
test)
    install_missing
    build
    ctest --test-dir build -j2 --output-on-failure --timeout 600
    sanitized_tests
    ;;
package)
    install_missing
    build
    (cd build && cpack -G DEB)
    ls build/packages/*.deb
    ;;
*)
    echo "usage: $0 app|test|package" >&2
    exit 2
    ;;
esac

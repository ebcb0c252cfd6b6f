#!/usr/bin/env bash
# Installs every Debian 12 package Critter Table needs to build, run and test,
# and only those that are missing. Nothing is downloaded from anywhere else.
set -euo pipefail

packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev
    qt6-qpa-plugins libqt6svg6 libqt6sql6-sqlite libgl-dev
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates
    qml6-module-qtquick-layouts qml6-module-qtquick-window qml6-module-qtquick-shapes
    qml6-module-qtquick-particles qml6-module-qtquick-dialogs
    qml6-module-qtqml qml6-module-qtqml-models
    qml6-module-qt-labs-folderlistmodel   # the file dialog drawn in QML (no native one)
    qml6-module-qtqml-workerscript qml6-module-qt-labs-settings qml6-module-qtcore
    qml6-module-qttest qml6-module-qt5compat-graphicaleffects
    nlohmann-json3-dev fonts-dejavu-core fonts-comfortaa
    qt6-websockets-dev libqt6websockets6   # network play: the host, critter-server, critter-cli join (docs/network.md)
    qt6-multimedia-dev libqt6multimedia6   # the table's sounds (QSoundEffect; tools/make-sounds.sh needs sox, the build does not)
    clang libclang-rt-14-dev   # the libFuzzer targets (tools/fuzz.sh)
    xvfb xauth x11-apps imagemagick
    appstream desktop-file-utils   # validate the AppStream metainfo and menu entry (tests/install)
    icewm   # a desktop's menu built from the installed entry (tests/install desktop_menu)
)

missing=()
for pkg in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$pkg")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all ${#packages[@]} packages present"
    exit 0
fi

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
    sudo_cmd=(sudo)
fi
echo "install-deps: installing ${missing[*]}"
"${sudo_cmd[@]}" apt-get update -q
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"

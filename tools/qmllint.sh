#!/usr/bin/env bash
# qmllint over every .qml file of qml/ (the CritterTable module), the way
# Qt's own <target>_qmllint target calls it (--bare, the built module and
# Qt's QML directory as import paths, the module's generated .qrc files so
# each source file is known by its place in the module), and fail on any
# finding: qmllint 6.4 exits 0 when a finding is only "Info" (unused
# imports, for instance), so every "Warning:" or "Info:" line counts.
# Usage: tools/qmllint.sh <build-dir> [<rcc-dir>]   after a build: it needs
# the generated <build-dir>/qml/CritterTable/qmldir and critter_ui.qmltypes;
# <rcc-dir> holds critter_ui's generated .qrc files (default
# <build-dir>/app/qml/.rcc). QMLLINT=path picks the qmllint binary.
set -uo pipefail
cd "$(dirname "$0")/.."
src="$PWD"
build="$(cd "${1:?usage: tools/qmllint.sh <build-dir>}" && pwd)"
qmllint="${QMLLINT:-/usr/lib/qt6/bin/qmllint}"
qt_qml="${QT_QML_DIR:-$(/usr/lib/qt6/bin/qtpaths6 --query QT_INSTALL_QML 2>/dev/null || echo /usr/lib/x86_64-linux-gnu/qt6/qml)}"

module="$build/qml/CritterTable"
if [ ! -f "$module/qmldir" ] || [ ! -f "$module/critter_ui.qmltypes" ]; then
    echo "qmllint.sh: $module has no qmldir or critter_ui.qmltypes: build first" >&2
    exit 2
fi
rcc="${2:-$build/app/qml/.rcc}"
resources=()
for qrc in "$rcc"/*.qrc; do
    [ -f "$qrc" ] && resources+=(--resource "$qrc")
done

mapfile -t files < <(find "$src/qml" -name '*.qml' | sort)
echo "qmllint.sh: ${#files[@]} files of qml/"
out="$(cd "$src/qml" && "$qmllint" --bare -I "$build/qml" -I "$qt_qml" "${resources[@]}" "${files[@]}" 2>&1)"
rc=$?
findings="$(grep -cE '^(Warning|Info|Error|Critical):' <<<"$out")"
if [ "$rc" -ne 0 ] || [ "$findings" -ne 0 ]; then
    printf '%s\n' "$out"
    echo "qmllint.sh: $findings findings, qmllint exit code $rc" >&2
    exit 1
fi
echo "qmllint.sh: clean"

#!/usr/bin/env bash
# nimlint: linux-only
# Draws docs/preview.png, the picture in the README and in docs/show-diff-migrate-preview.md: the page of the
# quick start, `nimlint preview examples/Settings` without --assets, as headless Chromium shows it.
# Usage: scripts/readme-picture.sh [NIMLINT [PNG]]
#   NIMLINT: the nimlint to run (default: the one `swift build` makes); PNG: where to write (default: docs/preview.png)
# Exit status 4: Chromium or a font with Chinese characters is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
    echo "readme-picture: Chromium is not installed (apt-get install chromium)" >&2
    exit 4
fi
# The example's Placeholder is Chinese, as is the text of NIMKit's view for a message type it does not know.
if [ -z "$(fc-list :lang=zh 2>/dev/null)" ]; then
    echo "readme-picture: no font with Chinese characters is installed (apt-get install fonts-wqy-microhei)" >&2
    exit 4
fi
nimlint=${1:-}
picture=${2:-docs/preview.png}
if [ -z "$nimlint" ]; then
    swift build --product nimlint
    nimlint="$(swift build --show-bin-path)/nimlint"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$nimlint" preview examples/Settings --output "$work/preview.html"
width=560
# The window is made as tall as the page: a copy of the page, with a script that writes its height into the
# document, is read once with --dump-dom.
sed 's|</body>|<script>document.body.dataset.height = document.documentElement.scrollHeight</script></body>|' \
    "$work/preview.html" >"$work/measure.html"
chrome() {
    "$chromium" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars "$@" 2>/dev/null
}
height=$(chrome --window-size="$width,800" --dump-dom "file://$work/measure.html" \
    | sed -n 's/.*data-height="\([0-9]*\)".*/\1/p')
if [ -z "$height" ]; then
    echo "readme-picture: Chromium did not say how tall the page is" >&2
    exit 1
fi
chrome --window-size="$width,$height" --screenshot="$work/preview.png" "file://$work/preview.html" >/dev/null
cp "$work/preview.png" "$picture"
echo "$picture: ${width}x$height"

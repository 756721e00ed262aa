#!/bin/bash
# Runs a test on an X server of its own (scrollwork_add_test(... OWN_DISPLAY)). Tests that
# count the frames a window draws, or need their window to be the active one, must not
# share the suite's display: with no window manager every window opens at the top left, so
# another test's window opening over or closing above theirs exposes it and Qt draws frames
# nobody asked for (under ctest -j2 repeat_frame_filter_test counted 9 frames for one
# edit), and takes the input focus (play_ui_test's window never became active).
#
# Xvfb picks a free display number itself (-displayfd), so two of these started at once
# never race for one, and writes it into a pipe this script waits on.
set -euo pipefail

dir=$(mktemp -d)
server=""
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  rm -rf "$dir"
}
trap cleanup EXIT
mkfifo "$dir/display"
Xvfb -displayfd 3 -screen 0 1920x1080x24 -nolisten tcp 3>"$dir/display" >"$dir/xvfb.log" 2>&1 &
server=$!
if ! read -r number <"$dir/display"; then
  echo "own_display.sh: Xvfb did not start:" >&2
  cat "$dir/xvfb.log" >&2
  exit 1
fi
export DISPLAY=":$number"
set +e
"$@"
status=$?
exit $status

#!/usr/bin/env bash
# Test files are linked into one program per folder (tests/test_programs.cmake), so a test
# that sets up its application itself cannot define main(): this turns its
#   int main(int argc, char** argv) {      (or char* argv[], any spacing)
# into
#   SW_TEST_OWN_MAIN(int argc, char** argv) {
# which registers the same function under the file's name. Tests using QTEST_MAIN,
# QTEST_GUILESS_MAIN or QTEST_APPLESS_MAIN need nothing. Safe to run again on any file.
#   tests/tools/convert_own_main.sh [files...]   (default: every test .cpp with a main)
set -euo pipefail
cd "$(dirname "$0")/.."
if (($# == 0)); then
  mapfile -t files < <(grep -rlE '^int main\(' --include='*.cpp' . | grep -vE '^\./(fuzz|support)/|_child\.cpp$')
else
  files=("$@")
fi
for f in "${files[@]}"; do
  sed -i -E 's/^int main\((int [a-z]+, char ?\*+ ?[a-z]+(\[\])?)\)/SW_TEST_OWN_MAIN(\1)/' "$f"
  grep -q 'SW_TEST_OWN_MAIN' "$f" && echo "converted $f"
done

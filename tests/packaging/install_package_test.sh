#!/usr/bin/env bash
# Packaging test: build the DEB and TGZ with CPack into a temporary folder, unpack them
# and check that binaries, desktop file, icon and metainfo are there and that both
# binaries start from the unpacked tree and report the project version.
#
#   install_package_test.sh <cmake-binary-dir> <version>
set -euo pipefail

build_dir="$(cd "${1:?usage: $0 <cmake-binary-dir> <version>}" && pwd)"
version="${2:?usage: $0 <cmake-binary-dir> <version>}"
app_id=io.scrollwork.Scrollwork

failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}
check_file() { # <root> <relative path>
  if [[ -f "$1/$2" ]]; then echo "ok: $2"; else fail "missing $2 in $1"; fi
}

for tool in cpack dpkg-deb tar; do
  command -v "$tool" >/dev/null 2>&1 || { echo "FAIL: $tool is not installed" >&2; exit 1; }
done

tmp="$(mktemp -d "${TMPDIR:-/tmp}/scrollwork-package-test.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

# Package into the temp folder (-B), so the build tree gets no packages or _CPack_Packages.
echo "== cpack"
if ! cpack -G "DEB;TGZ" -B "$tmp/out" --config "$build_dir/CPackConfig.cmake" >"$tmp/cpack.log" 2>&1; then
  cat "$tmp/cpack.log" >&2
  echo "FAIL: cpack failed" >&2
  exit 1
fi

shopt -s nullglob
debs=("$tmp/out"/*.deb)
tgzs=("$tmp/out"/*.tar.gz)
shopt -u nullglob
if ((${#debs[@]} != 1 || ${#tgzs[@]} != 1)); then
  ls -l "$tmp/out" >&2
  echo "FAIL: expected one .deb and one .tar.gz from cpack" >&2
  exit 1
fi

echo "== deb: ${debs[0]##*/}"
dpkg-deb --info "${debs[0]}"
[[ "$(dpkg-deb -f "${debs[0]}" Version)" == "$version" ]] || fail "deb version is not $version"
depends="$(dpkg-deb -f "${debs[0]}" Depends)"
for module in qml6-module-qtquick qml6-module-quick3d; do
  [[ "$depends" == *"$module"* ]] || fail "deb does not depend on $module"
done
# shlibdeps must have added the Qt libraries the binaries link.
[[ "$depends" == *libqt6core6* ]] || fail "deb Depends lacks the shlibdeps result (libqt6core6): $depends"

root="$tmp/deb-root"
dpkg-deb -x "${debs[0]}" "$root"
check_file "$root" usr/bin/scrollwork
check_file "$root" usr/bin/scrollwork-cli
check_file "$root" "usr/share/applications/$app_id.desktop"
check_file "$root" "usr/share/icons/hicolor/scalable/apps/$app_id.svg"
check_file "$root" "usr/share/metainfo/$app_id.metainfo.xml"
check_file "$root" usr/share/doc/scrollwork/LICENSE

# The whole project is MIT, and the packages name a real maintainer, not a placeholder.
grep -q "<project_license>MIT</project_license>" "$root/usr/share/metainfo/$app_id.metainfo.xml" ||
  fail "metainfo's project_license is not MIT"
maintainer="$(dpkg-deb -f "${debs[0]}" Maintainer)"
[[ "$maintainer" != *.invalid* && -n "$maintainer" ]] || fail "deb Maintainer is a placeholder: '$maintainer'"

# A version bump needs a matching <release> entry, or software centres show the old one.
if ! grep -q "<release version=\"$version\"" "$root/usr/share/metainfo/$app_id.metainfo.xml" 2>/dev/null; then
  fail "metainfo has no <release version=\"$version\"> (packaging/$app_id.metainfo.xml)"
fi

# Run the packaged binaries, not the ones in build/bin. --version is answered before any
# window exists, so the offscreen platform is enough.
for binary in scrollwork scrollwork-cli; do
  exe="$root/usr/bin/$binary"
  [[ -x "$exe" ]] || continue
  if output="$(QT_QPA_PLATFORM=offscreen timeout 60 "$exe" --version 2>&1)"; then
    if [[ "$output" == *"$version"* ]]; then
      echo "ok: $binary --version: $output"
    else
      fail "$binary --version printed '$output', which lacks $version"
    fi
  else
    fail "$binary --version exited with $?: $output"
  fi
done

# Optional validators: run them when the tools exist.
if command -v desktop-file-validate >/dev/null 2>&1; then
  desktop-file-validate "$root/usr/share/applications/$app_id.desktop" || fail "desktop-file-validate"
else
  echo "skip: desktop-file-validate not installed"
fi
if command -v appstreamcli >/dev/null 2>&1; then
  appstreamcli validate --no-net "$root/usr/share/metainfo/$app_id.metainfo.xml" || fail "appstreamcli validate"
else
  echo "skip: appstreamcli not installed"
fi

echo "== tgz: ${tgzs[0]##*/}"
mkdir "$tmp/tgz-root"
tar -xzf "${tgzs[0]}" -C "$tmp/tgz-root"
# The archive holds one top-level folder (scrollwork-<version>-<system>/) with bin/ etc.
for binary in scrollwork scrollwork-cli; do
  found="$(find "$tmp/tgz-root" -path "*/bin/$binary" -type f -perm -u+x | head -n 1)"
  if [[ -n "$found" ]]; then echo "ok: ${found#"$tmp/tgz-root/"}"; else fail "tar.gz lacks bin/$binary"; fi
done

if ((failures > 0)); then
  echo "$failures check(s) failed" >&2
  exit 1
fi
echo "all package checks passed"

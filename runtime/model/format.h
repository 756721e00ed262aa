#pragma once
// File format versions. Every project and level file starts with "formatVersion".
// When the format changes: bump kFormatVersion and add a migration step in format.cpp
// that turns version N-1 JSON into version N, with a test of the migration.

namespace sw {

inline constexpr int kFormatVersion = 2;

}  // namespace sw

#pragma once
// Decoding a TMX layer's <data>: CSV, base64, base64 + zlib, base64 + gzip, into global
// tile ids (with the flip bits still set). Errors say what is wrong in plain words; the
// caller adds file and place.
#include <QByteArray>
#include <QString>
#include <cstdint>
#include <string>
#include <vector>

namespace sw::tiled {

// `count` ids expected. Returns an empty string on success, else the problem.
std::string decodeCsv(const QByteArray& text, std::size_t count, std::vector<std::uint32_t>& out);
std::string decodeBase64(const QByteArray& text, const QString& compression, std::size_t count,
                         std::vector<std::uint32_t>& out);

}  // namespace sw::tiled

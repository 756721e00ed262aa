#include "tile_data.h"

#include <zlib.h>

#include <algorithm>
#include <bit>
#include <cstring>

namespace sw::tiled {

std::string decodeCsv(const QByteArray& text, std::size_t count, std::vector<std::uint32_t>& out) {
  out.clear();
  out.reserve(count);
  const char* p = text.constData();
  const char* end = p + text.size();
  while (p < end) {
    while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')) ++p;
    if (p == end) break;
    std::uint64_t v = 0;
    const char* start = p;
    // Stop past 32 bits: a long run of digits must not wrap around into a valid id.
    while (p < end && *p >= '0' && *p <= '9' && v <= 0xFFFFFFFFull) v = v * 10 + std::uint64_t(*p++ - '0');
    if (p == start || v > 0xFFFFFFFFull)
      return "CSV value " + std::to_string(out.size() + 1) + " is not a tile id";
    out.push_back(std::uint32_t(v));
    while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')) ++p;
    if (p < end && *p != ',') return "CSV value " + std::to_string(out.size()) + " is followed by '" + std::string(1, *p) + "'";
    if (p < end) ++p;
  }
  if (out.size() != count)
    return "expected " + std::to_string(count) + " CSV tile ids, found " + std::to_string(out.size());
  return {};
}

namespace {
// zlib and gzip streams both (windowBits 15 + 32 detects the header), straight into `out`.
std::string inflateAll(const QByteArray& in, std::size_t expected, unsigned char* out) {
  z_stream s{};
  if (inflateInit2(&s, 15 + 32) != Z_OK) return "cannot start zlib";
  s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.constData()));
  s.avail_in = uInt(in.size());
  s.next_out = out;
  s.avail_out = uInt(expected);
  int rc = inflate(&s, Z_FINISH);
  std::string problem;
  if (rc == Z_BUF_ERROR && s.avail_out == 0)
    problem = "the compressed data holds more than the expected " + std::to_string(expected) + " bytes";
  else if (rc != Z_STREAM_END)
    problem = std::string("corrupt compressed data (zlib: ") + (s.msg ? s.msg : "unexpected end of data") + ")";
  else if (s.total_out != expected)
    problem = "expected " + std::to_string(expected) + " bytes of tile data, found " + std::to_string(s.total_out);
  inflateEnd(&s);
  return problem;
}

// TMX stores ids little-endian; on a little-endian machine the bytes already are the ids.
void littleEndianInPlace(std::vector<std::uint32_t>& ids) {
  if constexpr (std::endian::native == std::endian::little) return;
  for (auto& id : ids) {
    const auto* b = reinterpret_cast<const unsigned char*>(&id);
    id = std::uint32_t(b[0]) | std::uint32_t(b[1]) << 8 | std::uint32_t(b[2]) << 16 | std::uint32_t(b[3]) << 24;
  }
}
}  // namespace

std::string decodeBase64(const QByteArray& text, const QString& compression, std::size_t count,
                         std::vector<std::uint32_t>& out) {
  // Without the whitespace around and inside the text, copied in one pass into a buffer of
  // the full size (a big map's layer is megabytes of base64).
  QByteArray compact(text.size(), Qt::Uninitialized);
  char* end = std::remove_copy_if(text.constBegin(), text.constEnd(), compact.data(),
                                  [](char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; });
  compact.truncate(end - compact.data());
  auto decoded = QByteArray::fromBase64Encoding(std::move(compact), QByteArray::AbortOnBase64DecodingErrors);
  if (!decoded) return "invalid base64 data";
  const std::size_t expected = count * 4;
  if (compression.isEmpty()) {
    if (std::size_t(decoded.decoded.size()) != expected)
      return "expected " + std::to_string(expected) + " bytes of tile data, found " + std::to_string(decoded.decoded.size());
    out.resize(count);
    std::memcpy(out.data(), decoded.decoded.constData(), expected);
  } else if (compression == QLatin1String("zlib") || compression == QLatin1String("gzip")) {
    out.resize(count);  // the ids' own memory: no second buffer of bytes to convert from
    if (auto problem = inflateAll(*decoded, expected, reinterpret_cast<unsigned char*>(out.data())); !problem.empty())
      return problem;
  } else {
    return "compression '" + compression.toStdString() + "' is not supported (use zlib, gzip or none)";
  }
  littleEndianInPlace(out);
  return {};
}

}  // namespace sw

#include "tiled_reader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QXmlStreamReader>
#include <algorithm>
#include <cmath>

#include "layer_decoder.h"
#include "tile_data.h"

namespace sw {

namespace {

// Limits: beyond them a file is refused with an error instead of asking for gigabytes or
// overflowing the arithmetic (image sides and tile sizes in pixels; map sides in tiles).
constexpr std::int64_t kMaxPixels = std::int64_t(1) << 20;
constexpr std::int64_t kMaxTiles = std::int64_t(1) << 18;      // tiles of one tileset
constexpr std::int64_t kMaxMapSide = std::int64_t(1) << 16;    // cells along one side of a map or layer
constexpr std::int64_t kMaxLayerCells = std::int64_t(1) << 24;  // cells of one layer
constexpr std::int64_t kMaxGid = 0x0FFFFFFF;                     // the bits a gid leaves for the id
constexpr int kMaxGroupDepth = 64;                               // nested <group>s

std::string at(const QXmlStreamReader& xml) {
  return "line " + std::to_string(xml.lineNumber()) + ", column " + std::to_string(xml.columnNumber());
}

std::int64_t intAttr(const QXmlStreamReader& xml, const char* name, std::int64_t fallback = 0) {
  const auto v = xml.attributes().value(QLatin1String(name));
  if (v.isEmpty()) return fallback;
  bool ok = false;
  const qlonglong n = v.toLongLong(&ok);
  return ok ? n : fallback;
}
double doubleAttr(const QXmlStreamReader& xml, const char* name) {
  return xml.attributes().value(QLatin1String(name)).toDouble();
}
QString strAttr(const QXmlStreamReader& xml, const char* name) {
  return xml.attributes().value(QLatin1String(name)).toString();
}

// Everything a reader needs to fail well: the file name and the XML position.
struct Context {
  std::string file;
  QDir folder;
  Error error(const QXmlStreamReader& xml, const std::string& message) const { return {file, at(xml), message}; }
  Error xmlError(const QXmlStreamReader& xml) const {
    std::string message = xml.errorString().toStdString();
    if (xml.error() == QXmlStreamReader::PrematureEndOfDocumentError)
      message = "the file ends too early (truncated?): " + message;
    return {file, at(xml), "invalid XML: " + message};
  }
};

// An image element's source as an absolute path, with its size (from the element, or
// from the file when the element has none). Missing file: an error at the element.
std::optional<Error> readImage(QXmlStreamReader& xml, const Context& ctx, TilesetImage& out) {
  const QString source = strAttr(xml, "source");
  if (source.isEmpty()) return ctx.error(xml, "<image> without a source (embedded image data is not supported)");
  const QString path = QDir::cleanPath(ctx.folder.absoluteFilePath(source));
  if (!QFileInfo::exists(path))
    return ctx.error(xml, "image '" + source.toStdString() + "' not found (looked for " + path.toStdString() + ")");
  out.path = path.toStdString();
  out.width = intAttr(xml, "width");
  out.height = intAttr(xml, "height");
  if (out.width > kMaxPixels || out.height > kMaxPixels)
    return ctx.error(xml, "image '" + source.toStdString() + "' is larger than " + std::to_string(kMaxPixels) +
                              " pixels on a side");
  if (out.width <= 0 || out.height <= 0) {
    const QSize size = QImageReader(path).size();
    if (!size.isValid()) return ctx.error(xml, "cannot read the size of image '" + source.toStdString() + "'");
    out.width = size.width();
    out.height = size.height();
  }
  return std::nullopt;
}

// One tile's <objectgroup>: rectangles, polygons and ellipses (as 16-gons), each turned by its
// rotation (degrees clockwise, about the object's x, y) into a polygon of pixels from the
// tile's top-left, y down. Points and polylines enclose nothing and are left out.
std::optional<Error> readTileShapes(QXmlStreamReader& xml, const Context& ctx, std::vector<Polygon>& out) {
  while (xml.readNextStartElement()) {
    if (xml.name() != QLatin1String("object")) {
      xml.skipCurrentElement();
      continue;
    }
    const double x = xml.attributes().value(QLatin1String("x")).toDouble();
    const double y = xml.attributes().value(QLatin1String("y")).toDouble();
    const double w = xml.attributes().value(QLatin1String("width")).toDouble();
    const double h = xml.attributes().value(QLatin1String("height")).toDouble();
    const double rotation = xml.attributes().value(QLatin1String("rotation")).toDouble();
    Polygon local;  // relative to (x, y)
    bool enclosing = true;
    bool hasChild = false;
    while (xml.readNextStartElement()) {
      hasChild = true;
      if (xml.name() == QLatin1String("polygon")) {
        for (const QString& pair : xml.attributes().value(QLatin1String("points")).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
          const QStringList xy = pair.split(QLatin1Char(','));
          bool okX = false, okY = false;
          const double px = xy.size() == 2 ? xy[0].toDouble(&okX) : 0, py = xy.size() == 2 ? xy[1].toDouble(&okY) : 0;
          if (!okX || !okY) return ctx.error(xml, "a collision polygon's points must be 'x,y' numbers");
          local.push_back({px, py});
        }
      } else if (xml.name() == QLatin1String("ellipse")) {
        for (int k = 0; k < 16; ++k) {
          const double a = 2 * 3.14159265358979323846 * k / 16;
          local.push_back({w * 0.5 + w * 0.5 * std::cos(a), h * 0.5 + h * 0.5 * std::sin(a)});
        }
      } else {
        enclosing = false;  // point, polyline, text
      }
      xml.skipCurrentElement();
    }
    if (!hasChild) {
      if (!(w > 0 && h > 0)) continue;
      local = {{0, 0}, {w, 0}, {w, h}, {0, h}};
    }
    if (!enclosing || local.size() < 3) continue;
    const double c = std::cos(rotation * 3.14159265358979323846 / 180), s = std::sin(rotation * 3.14159265358979323846 / 180);
    Polygon shape;
    for (const Vec2& p : local) shape.push_back({x + p.x * c - p.y * s, y + p.x * s + p.y * c});
    for (const Vec2& p : shape)
      if (!p.isFinite()) return ctx.error(xml, "a collision shape has a coordinate that is not a finite number");
    out.push_back(std::move(shape));
  }
  return xml.hasError() ? std::optional<Error>(ctx.xmlError(xml)) : std::nullopt;
}

// Reads a <tileset> element (the reader is on its start); firstgid is the caller's.
std::optional<Error> readTilesetElement(QXmlStreamReader& xml, const Context& ctx, TsxRead& out) {
  Tileset& ts = out.tileset;
  ts.name = strAttr(xml, "name").toStdString();
  const std::int64_t tw = intAttr(xml, "tilewidth"), th = intAttr(xml, "tileheight");
  const std::int64_t spacing = intAttr(xml, "spacing"), margin = intAttr(xml, "margin");
  std::int64_t tileCount = intAttr(xml, "tilecount", -1), columns = intAttr(xml, "columns", -1);
  if (tw <= 0 || th <= 0) return ctx.error(xml, "<tileset> needs tilewidth and tileheight above 0");
  if (tw > kMaxPixels || th > kMaxPixels || spacing < 0 || spacing > kMaxPixels || margin < 0 || margin > kMaxPixels)
    return ctx.error(xml, "<tileset> tilewidth, tileheight, spacing and margin must lie between 0 and " +
                              std::to_string(kMaxPixels));
  if (tileCount > kMaxTiles || columns > kMaxTiles)
    return ctx.error(xml, "<tileset> has more than " + std::to_string(kMaxTiles) + " tiles");
  ts.pixelsPerUnit = double(tw);
  struct TileExtra {
    std::int64_t id;
    std::optional<TilesetImage> image;
    std::vector<std::string> properties;
    std::int64_t typeId = 0;
    std::vector<std::pair<std::int64_t, std::int64_t>> frames;
    std::vector<Polygon> shapes;  // collision, pixels from the tile's top-left, y down
  };
  std::vector<TileExtra> extras;
  std::optional<TilesetImage> atlas;
  while (xml.readNextStartElement()) {
    const auto name = xml.name();
    if (name == QLatin1String("image")) {
      TilesetImage image;
      if (auto e = readImage(xml, ctx, image)) return e;
      atlas = image;
      xml.skipCurrentElement();
    } else if (name == QLatin1String("tile")) {
      TileExtra extra{intAttr(xml, "id", -1), {}, {}, 0, {}, {}};
      if (extra.id < 0 || extra.id >= kMaxTiles)
        return ctx.error(xml, "<tile> needs an id from 0 to " + std::to_string(kMaxTiles - 1));
      for (const char* attr : {"type", "class"})
        if (!strAttr(xml, attr).isEmpty()) extra.properties.push_back("class=" + strAttr(xml, attr).toStdString());
      while (xml.readNextStartElement()) {
        const auto child = xml.name();
        if (child == QLatin1String("image")) {
          TilesetImage image;
          if (auto e = readImage(xml, ctx, image)) return e;
          extra.image = image;
          xml.skipCurrentElement();
        } else if (child == QLatin1String("properties")) {
          while (xml.readNextStartElement()) {
            if (xml.name() == QLatin1String("property")) {
              const QString key = strAttr(xml, "name");
              QString value = xml.attributes().hasAttribute(QLatin1String("value")) ? strAttr(xml, "value")
                                                                                    : QString();
              const QString text = xml.readElementText(QXmlStreamReader::SkipChildElements);
              if (value.isEmpty()) value = text;
              if (key.contains(QLatin1Char('='))) return ctx.error(xml, "property name '" + key.toStdString() + "' contains '='");
              extra.properties.push_back(key.toStdString() + "=" + value.toStdString());
              if (key == QLatin1String("typeId")) extra.typeId = value.toLongLong();
            } else {
              xml.skipCurrentElement();
            }
          }
        } else if (child == QLatin1String("objectgroup")) {
          // The tile's collision shapes (Tiled's tile collision editor).
          if (auto e = readTileShapes(xml, ctx, extra.shapes)) return e;
        } else if (child == QLatin1String("animation")) {
          while (xml.readNextStartElement()) {
            if (xml.name() == QLatin1String("frame"))
              extra.frames.emplace_back(intAttr(xml, "tileid", -1), intAttr(xml, "duration", 100));
            xml.skipCurrentElement();
          }
        } else {
          xml.skipCurrentElement();
        }
      }
      extras.push_back(std::move(extra));
    } else {
      xml.skipCurrentElement();  // tileoffset, grid, wangsets, properties ...
    }
  }
  if (xml.hasError()) return ctx.xmlError(xml);

  auto tileName = [](std::int64_t id) { return "tile_" + std::to_string(id); };
  std::int64_t maxId = -1;
  if (atlas) {  // one atlas: ids are cells, row-major
    ts.images.push_back(*atlas);
    if (columns <= 0) columns = std::max<std::int64_t>(0, (atlas->width - 2 * margin + spacing) / (tw + spacing));
    const std::int64_t rows = std::max<std::int64_t>(0, (atlas->height - 2 * margin + spacing) / (th + spacing));
    if (tileCount < 0) tileCount = columns * rows;
    if (tileCount > kMaxTiles)
      return Error{ctx.file, "tileset '" + ts.name + "'", "the image holds more than " + std::to_string(kMaxTiles) + " tiles"};
    for (std::int64_t id = 0; id < tileCount && columns > 0; ++id) {
      TilesetTile t;
      t.name = tileName(id);
      t.image = 0;
      t.x = margin + (id % columns) * (tw + spacing);
      t.y = margin + (id / columns) * (th + spacing);
      t.width = tw;
      t.height = th;
      t.size = {1.0, double(th) / double(tw)};
      ts.tiles.push_back(std::move(t));
    }
    maxId = tileCount - 1;
  }
  for (const auto& e : extras) maxId = std::max(maxId, e.id);
  out.tileIndexOfId.assign(std::size_t(maxId + 1), -1);
  for (std::size_t i = 0; i < ts.tiles.size(); ++i) out.tileIndexOfId[i] = std::int32_t(i);
  for (auto& e : extras) {
    std::int32_t index = out.tileIndexOfId[std::size_t(e.id)];
    if (index < 0 && e.image) {  // image collection: a tile of its own image
      ts.images.push_back(*e.image);
      TilesetTile t;
      t.name = tileName(e.id);
      t.image = std::int64_t(ts.images.size() - 1);
      t.width = e.image->width;
      t.height = e.image->height;
      t.size = {double(t.width) / double(tw), double(t.height) / double(tw)};
      ts.tiles.push_back(std::move(t));
      index = std::int32_t(ts.tiles.size() - 1);
      out.tileIndexOfId[std::size_t(e.id)] = index;
    }
    if (index < 0) continue;  // properties of a tile that does not exist: Tiled keeps them too, we do not
    auto& tile = ts.tiles[std::size_t(index)];
    tile.properties = e.properties;
    tile.typeId = e.typeId;
    // Pixels from the top-left, y down -> the tile's units from its lower-left, y up.
    for (const Polygon& shape : e.shapes) {
      Polygon units;
      for (const Vec2& p : shape) units.push_back({p.x / ts.pixelsPerUnit, (double(tile.height) - p.y) / ts.pixelsPerUnit});
      tile.collision.push_back(std::move(units));
    }
    if (!e.frames.empty()) {
      TileAnimation a{tile.name, {}};
      for (auto [id, ms] : e.frames) a.frames.push_back({tileName(id), ms});
      ts.animations.push_back(std::move(a));
    }
  }
  for (const auto& a : ts.animations)
    for (std::size_t i = 0; i < a.frames.size(); ++i) {
      const auto& f = a.frames[i];
      if (!ts.findTile(f.tile))
        return Error{ctx.file, "tileset '" + ts.name + "', animation of " + a.tile, "frame names missing " + f.tile};
      if (f.durationMs <= 0)
        return Error{ctx.file, "tileset '" + ts.name + "', animation of " + a.tile + ", frame " + std::to_string(i + 1),
                     "duration " + std::to_string(f.durationMs) + " ms: a frame lasts at least 1 ms"};
    }
  return std::nullopt;
}

// Opens the file and reads up to its root element, which must be <root>.
std::optional<Error> startDocument(QFile& f, QXmlStreamReader& xml, const Context& ctx, const char* root) {
  if (!f.open(QIODevice::ReadOnly)) return Error{ctx.file, "", "cannot open: " + f.errorString().toStdString()};
  xml.setDevice(&f);
  if (!xml.readNextStartElement()) return xml.hasError() ? ctx.xmlError(xml) : Error{ctx.file, "", "the file is empty"};
  if (xml.name() != QLatin1String(root)) return ctx.error(xml, std::string("expected a <") + root + "> element");
  return std::nullopt;
}
}  // namespace

Result<TsxRead> readTsxFile(const QString& file) {
  QFile f(file);
  const Context ctx{file.toStdString(), QFileInfo(file).absoluteDir()};
  QXmlStreamReader xml;
  if (auto e = startDocument(f, xml, ctx, "tileset")) return *e;
  TsxRead out;
  if (auto e = readTilesetElement(xml, ctx, out)) return *e;
  if (out.tileset.name.empty()) out.tileset.name = QFileInfo(file).completeBaseName().toStdString();
  return out;
}

namespace {
using MapTileset = tiled::GidTileset;

// Reads the layer's attributes and data; its cells are decoded by `decoder` (as layer
// number `index` of the map) while the reader goes on.
std::optional<Error> readLayer(QXmlStreamReader& xml, const Context& ctx, const TileMap& map,
                               const std::vector<MapTileset>& tilesets, MapLayer& layer, std::size_t index,
                               tiled::LayerDecoder& decoder) {
  layer.name = strAttr(xml, "name").toStdString();
  layer.width = intAttr(xml, "width", map.width);
  layer.height = intAttr(xml, "height", map.height);
  layer.visible = intAttr(xml, "visible", 1) != 0;
  layer.offsetX = doubleAttr(xml, "offsetx");
  layer.offsetY = doubleAttr(xml, "offsety");
  const std::string where = "layer '" + layer.name + "'";
  if (layer.width <= 0 || layer.height <= 0 || layer.width > kMaxMapSide || layer.height > kMaxMapSide ||
      layer.width * layer.height > kMaxLayerCells)
    return ctx.error(xml, where + " must be 1 to " + std::to_string(kMaxMapSide) + " cells wide and high, and hold at most " +
                              std::to_string(kMaxLayerCells) + " cells");
  std::vector<std::uint32_t> gids;
  QByteArray text;  // encoded data, decoded by the job
  QString encoding, compression;
  bool hasData = false;
  std::string dataAt;
  const std::size_t count = std::size_t(layer.width * layer.height);
  while (xml.readNextStartElement()) {
    if (xml.name() != QLatin1String("data")) {
      xml.skipCurrentElement();
      continue;
    }
    hasData = true;
    dataAt = at(xml);
    encoding = strAttr(xml, "encoding");
    compression = strAttr(xml, "compression");
    std::string problem;
    text.clear();
    gids.clear();
    if (encoding.isEmpty()) {
      gids.reserve(count);
      while (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("chunk")) return ctx.error(xml, "infinite maps (chunks) are not supported");
        if (xml.name() == QLatin1String("tile")) gids.push_back(std::uint32_t(intAttr(xml, "gid")));
        xml.skipCurrentElement();
      }
      if (!xml.hasError() && gids.size() != count)
        problem = "expected " + std::to_string(count) + " <tile> elements, found " + std::to_string(gids.size());
    } else {
      text = xml.readElementText(QXmlStreamReader::ErrorOnUnexpectedElement).toLatin1();
      if (xml.hasError()) return ctx.xmlError(xml);
      if (encoding != QLatin1String("csv") && encoding != QLatin1String("base64"))
        problem = "unknown encoding '" + encoding.toStdString() + "'";
    }
    if (xml.hasError()) return ctx.xmlError(xml);
    if (!problem.empty()) return Error{ctx.file, where + ", <data> at " + dataAt, problem};
  }
  if (xml.hasError()) return ctx.xmlError(xml);
  if (!hasData) return ctx.error(xml, where + " has no <data>");

  // Everything the job needs is its own: the reader's buffers and the tileset list move on.
  decoder.submit(index, [file = ctx.file, where, dataAt, text = std::move(text), gids = std::move(gids), encoding,
                         compression, count, tilesets = decoder.snapshot(tilesets), width = layer.width](std::vector<MapCell>& cells) mutable
                 -> std::optional<Error> {
    std::string problem;
    if (encoding == QLatin1String("csv")) problem = tiled::decodeCsv(text, count, gids);
    else if (encoding == QLatin1String("base64")) problem = tiled::decodeBase64(text, compression, count, gids);
    if (!problem.empty()) return Error{file, where + ", <data> at " + dataAt, problem};
    text = QByteArray();
    std::size_t bad = 0;
    problem = tiled::cellsFromGids(gids, *tilesets, cells, bad);
    std::vector<std::uint32_t>().swap(gids);  // the job lives on until finish(): keep only the cells
    if (problem.empty()) return std::nullopt;
    const std::int64_t w = std::max<std::int64_t>(width, 1);
    return Error{file, where + ", cell (" + std::to_string(std::int64_t(bad) % w) + ", " + std::to_string(std::int64_t(bad) / w) + ")",
                 problem};
  });
  return std::nullopt;
}

std::optional<Error> readObjectGroup(QXmlStreamReader& xml, TileMap& map) {
  const std::string group = strAttr(xml, "name").toStdString();
  while (xml.readNextStartElement()) {
    if (xml.name() != QLatin1String("object")) {
      xml.skipCurrentElement();
      continue;
    }
    MapObject o;
    o.group = group;
    o.id = intAttr(xml, "id");
    o.name = strAttr(xml, "name").toStdString();
    o.type = strAttr(xml, "type").toStdString();
    if (o.type.empty()) o.type = strAttr(xml, "class").toStdString();
    o.x = doubleAttr(xml, "x");
    o.y = doubleAttr(xml, "y");
    o.width = doubleAttr(xml, "width");
    o.height = doubleAttr(xml, "height");
    bool shaped = xml.attributes().hasAttribute(QLatin1String("gid"));
    while (xml.readNextStartElement()) {
      shaped = shaped || xml.name() != QLatin1String("properties");
      xml.skipCurrentElement();
    }
    o.rectangle = !shaped && o.width > 0 && o.height > 0;
    map.objects.push_back(std::move(o));
  }
  return std::nullopt;
}

// Children of <map> or of a <group>: layers, object groups, nested groups.
std::optional<Error> readLayers(QXmlStreamReader& xml, const Context& ctx, TileMap& map,
                                std::vector<MapTileset>& tilesets, tiled::LayerDecoder& decoder, int depth = 0) {
  if (depth > kMaxGroupDepth)
    return ctx.error(xml, "groups nested deeper than " + std::to_string(kMaxGroupDepth) + " levels");
  while (xml.readNextStartElement()) {
    const auto name = xml.name();
    if (name == QLatin1String("tileset")) {
      const auto firstGid = intAttr(xml, "firstgid", 0);
      if (firstGid <= 0 || firstGid > kMaxGid)
        return ctx.error(xml, "<tileset> needs a firstgid from 1 to " + std::to_string(kMaxGid));
      TsxRead read;
      const QString source = strAttr(xml, "source");
      if (!source.isEmpty()) {
        const QString path = QDir::cleanPath(ctx.folder.absoluteFilePath(source));
        if (!QFileInfo::exists(path))
          return ctx.error(xml, "tileset '" + source.toStdString() + "' not found (looked for " + path.toStdString() + ")");
        auto r = readTsxFile(path);
        if (!r) return r.error();
        read = std::move(*r);
        xml.skipCurrentElement();
      } else if (auto e = readTilesetElement(xml, ctx, read)) {
        return e;
      }
      if (!tilesets.empty() && std::uint32_t(firstGid) <= tilesets.back().firstGid)
        return ctx.error(xml, "tilesets must be listed by increasing firstgid");
      for (const auto& other : map.tilesets)
        if (other.name == read.tileset.name)
          return ctx.error(xml, "two tilesets are named '" + other.name + "'");
      tilesets.push_back({std::uint32_t(firstGid), std::move(read.tileIndexOfId)});
      map.tilesets.push_back(std::move(read.tileset));
    } else if (name == QLatin1String("layer")) {
      MapLayer layer;
      if (auto e = readLayer(xml, ctx, map, tilesets, layer, map.layers.size(), decoder)) return e;
      map.layers.push_back(std::move(layer));
    } else if (name == QLatin1String("objectgroup")) {
      if (auto e = readObjectGroup(xml, map)) return e;
    } else if (name == QLatin1String("group")) {
      if (auto e = readLayers(xml, ctx, map, tilesets, decoder, depth + 1)) return e;
    } else {
      xml.skipCurrentElement();  // imagelayer, properties, editorsettings ...
    }
  }
  if (xml.hasError()) return ctx.xmlError(xml);
  return std::nullopt;
}
}  // namespace

Result<TileMap> readTmxFile(const QString& file) {
  QFile f(file);
  const Context ctx{file.toStdString(), QFileInfo(file).absoluteDir()};
  QXmlStreamReader xml;
  if (auto e = startDocument(f, xml, ctx, "map")) return *e;
  TileMap map;
  const QString orientation = strAttr(xml, "orientation");
  if (orientation != QLatin1String("orthogonal"))
    return ctx.error(xml, "orientation '" + orientation.toStdString() + "' is not supported (only orthogonal)");
  if (intAttr(xml, "infinite") != 0) return ctx.error(xml, "infinite maps are not supported");
  map.width = intAttr(xml, "width");
  map.height = intAttr(xml, "height");
  map.tileWidth = intAttr(xml, "tilewidth");
  map.tileHeight = intAttr(xml, "tileheight");
  if (map.width <= 0 || map.height <= 0 || map.tileWidth <= 0 || map.tileHeight <= 0)
    return ctx.error(xml, "<map> needs width, height, tilewidth and tileheight above 0");
  if (map.width > kMaxMapSide || map.height > kMaxMapSide || map.tileWidth > kMaxPixels || map.tileHeight > kMaxPixels)
    return ctx.error(xml, "<map> may be at most " + std::to_string(kMaxMapSide) + " cells wide and high, with tiles of at most " +
                              std::to_string(kMaxPixels) + " pixels");
  std::vector<MapTileset> tilesets;
  tiled::LayerDecoder decoder;
  const auto problem = readLayers(xml, ctx, map, tilesets, decoder);
  // A layer's bad data comes before any problem the reader met further down the file.
  if (auto e = decoder.finish(map)) return *e;
  if (problem) return *problem;
  return map;
}

}  // namespace sw

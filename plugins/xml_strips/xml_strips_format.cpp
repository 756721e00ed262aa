#include "xml_strips_format.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QSaveFile>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>
#include <string>
#include <unordered_set>

namespace sw {

namespace {
constexpr double kPixelsPerUnit = 32;

std::string at(const QXmlStreamReader& xml) {
  return "line " + std::to_string(xml.lineNumber()) + ", column " + std::to_string(xml.columnNumber());
}

// A whole-number attribute; missing ones are `fallback` unless required.
bool intAttribute(QXmlStreamReader& xml, const char* attr, std::int64_t& out, bool required, std::string& problem) {
  const auto attrs = xml.attributes();
  const QString name = QString::fromLatin1(attr);
  if (!attrs.hasAttribute(name)) {
    if (required) problem = "<" + xml.name().toString().toStdString() + "> needs the attribute '" + attr + "'";
    return !required;
  }
  bool ok = false;
  const qlonglong v = attrs.value(name).toLongLong(&ok);
  if (!ok || v < 0) {
    problem = "'" + std::string(attr) + "' must be a whole number of at least 0, found '" +
              attrs.value(name).toString().toStdString() + "'";
    return false;
  }
  out = v;
  return true;
}

bool readEdges(QXmlStreamReader& xml, Edges& e, std::string& problem) {
  return intAttribute(xml, "left", e.left, false, problem) && intAttribute(xml, "top", e.top, false, problem) &&
         intAttribute(xml, "right", e.right, false, problem) && intAttribute(xml, "bottom", e.bottom, false, problem);
}
}  // namespace

bool XmlStripsFormat::canRead(const QString& file) const {
  if (!file.endsWith(QLatin1String(".xml"), Qt::CaseInsensitive)) return false;
  QFile f(file);
  if (!f.open(QIODevice::ReadOnly)) return true;  // let readTileset say why
  return f.read(64 * 1024).contains("TileStrip");
}

Result<Tileset> XmlStripsFormat::readTileset(const QString& file) {
  clearError();
  const std::string fileName = file.toStdString();
  QFile f(file);
  if (!f.open(QIODevice::ReadOnly))
    return remember(Error{fileName, "", "cannot open: " + f.errorString().toStdString()});
  const QDir folder = QFileInfo(file).absoluteDir();
  QXmlStreamReader xml(&f);
  Tileset tileset;
  // Tile names so far, for the duplicate check: findTile per tile was quadratic, and a
  // strip of 1-pixel tiles across a wide sheet (14,000 tiles) took 19 s to read.
  std::unordered_set<std::string> tileNames;
  tileset.name = QFileInfo(file).completeBaseName().toStdString();
  tileset.pixelsPerUnit = kPixelsPerUnit;
  auto fail = [&](const std::string& where, const std::string& message) {
    return remember(Error{fileName, where, message});
  };

  struct Pending {
    TileStrip strip;
    std::string where;  // of <TileStrip>, for errors found after parsing
    bool hasId = false, hasFile = false, hasSize = false;
  };
  std::optional<Pending> current;
  QString text;
  while (!xml.atEnd()) {
    const auto token = xml.readNext();
    if (token == QXmlStreamReader::StartElement) {
      const QString element = xml.name().toString();
      std::string problem;
      if (element == QLatin1String("TileStrip")) {
        if (current) return fail(at(xml), "<TileStrip> inside another <TileStrip>");
        current.emplace();
        current->where = at(xml);
        if (!intAttribute(xml, "key", current->strip.key, true, problem) ||
            !intAttribute(xml, "typeId", current->strip.typeId, false, problem))
          return fail(at(xml), problem);
      } else if (current && (element == QLatin1String("Id") || element == QLatin1String("Filename"))) {
        const std::string where = at(xml);
        text = xml.readElementText(QXmlStreamReader::ErrorOnUnexpectedElement).trimmed();
        if (xml.hasError()) break;
        if (text.isEmpty()) return fail(where, "<" + element.toStdString() + "> is empty");
        if (element == QLatin1String("Id")) {
          current->strip.idPattern = text.toStdString();
          current->hasId = true;
        } else {
          const QString path = QDir::cleanPath(folder.absoluteFilePath(text));
          auto found = std::find_if(tileset.images.begin(), tileset.images.end(),
                                    [&](const TilesetImage& i) { return i.path == path.toStdString(); });
          if (found == tileset.images.end()) {
            if (!QFileInfo::exists(path))
              return fail(where, "image '" + text.toStdString() + "' not found (looked for " + path.toStdString() + ")");
            QImageReader reader(path);
            const QSize size = reader.size();
            if (!size.isValid())
              return fail(where, "cannot read the size of image '" + text.toStdString() +
                                     "': " + reader.errorString().toStdString());
            tileset.images.push_back(TilesetImage{path.toStdString(), size.width(), size.height()});
            found = tileset.images.end() - 1;
          }
          current->strip.image = found - tileset.images.begin();
          current->hasFile = true;
        }
      } else if (current && element == QLatin1String("TileSize")) {
        if (!intAttribute(xml, "width", current->strip.tileWidth, true, problem) ||
            !intAttribute(xml, "height", current->strip.tileHeight, true, problem))
          return fail(at(xml), problem);
        if (current->strip.tileWidth == 0 || current->strip.tileHeight == 0)
          return fail(at(xml), "TileSize width and height must be above 0");
        current->hasSize = true;
      } else if (current && element == QLatin1String("Border")) {
        if (!readEdges(xml, current->strip.border, problem)) return fail(at(xml), problem);
      } else if (current && element == QLatin1String("Margin")) {
        if (!readEdges(xml, current->strip.margin, problem)) return fail(at(xml), problem);
      } else if (current) {
        return fail(at(xml), "unknown element <" + element.toStdString() + "> in <TileStrip>");
      }
    } else if (token == QXmlStreamReader::EndElement && xml.name() == QLatin1String("TileStrip") && current) {
      const char* missing = !current->hasId ? "Id" : !current->hasFile ? "Filename" : !current->hasSize ? "TileSize" : nullptr;
      if (missing) return fail(current->where, std::string("<TileStrip> needs an <") + missing + "> element");
      for (const auto& s : tileset.strips)
        if (s.key == current->strip.key)
          return fail(current->where, "duplicate TileStrip key " + std::to_string(s.key));
      const auto& image = tileset.images[std::size_t(current->strip.image)];
      auto tiles = cutStrip(current->strip, image.width, image.height, tileset.pixelsPerUnit);
      if (!tiles) return fail(current->where, tiles.error().message);
      for (auto& t : *tiles) {
        if (!tileNames.insert(t.name).second)
          return fail(current->where, "tile name '" + t.name + "' is used twice (does Id contain {index}?)");
        tileset.tiles.push_back(std::move(t));
      }
      tileset.strips.push_back(current->strip);
      current.reset();
    }
  }
  if (xml.hasError()) {
    std::string message = xml.errorString().toStdString();
    if (xml.error() == QXmlStreamReader::PrematureEndOfDocumentError)
      message = "the file ends too early (truncated?): " + message;
    return fail(at(xml), "invalid XML: " + message);
  }
  if (tileset.strips.empty()) return fail("", "no <TileStrip> elements");
  return tileset;
}

Status XmlStripsFormat::writeTileset(const Tileset& tileset, const QString& file) {
  clearError();
  const std::string fileName = file.toStdString();
  if (tileset.strips.empty())
    return remember(Error{fileName, tileset.name, "the tileset has no strips; XML tile strips hold only strips"});
  QSaveFile out(file);
  if (!out.open(QIODevice::WriteOnly))
    return remember(Error{fileName, "", "cannot write: " + out.errorString().toStdString()});
  const QDir folder = QFileInfo(file).absoluteDir();
  QXmlStreamWriter xml(&out);
  xml.setAutoFormatting(true);
  xml.setAutoFormattingIndent(4);
  xml.writeStartDocument();
  xml.writeStartElement(QStringLiteral("TileStrips"));
  auto edges = [&](const char* name, const Edges& e) {
    xml.writeEmptyElement(QString::fromLatin1(name));
    xml.writeAttribute(QStringLiteral("left"), QString::number(e.left));
    xml.writeAttribute(QStringLiteral("top"), QString::number(e.top));
    xml.writeAttribute(QStringLiteral("right"), QString::number(e.right));
    xml.writeAttribute(QStringLiteral("bottom"), QString::number(e.bottom));
  };
  for (const auto& s : tileset.strips) {
    if (s.image < 0 || s.image >= std::int64_t(tileset.images.size()))
      return remember(Error{fileName, "strip " + std::to_string(s.key), "image index out of range"});
    QString image = QString::fromStdString(tileset.images[std::size_t(s.image)].path);
    const QString relative = folder.relativeFilePath(image);
    if (QFileInfo(image).isAbsolute() && !relative.startsWith(QLatin1String(".."))) image = relative;
    xml.writeStartElement(QStringLiteral("TileStrip"));
    xml.writeAttribute(QStringLiteral("key"), QString::number(s.key));
    xml.writeAttribute(QStringLiteral("typeId"), QString::number(s.typeId));
    xml.writeTextElement(QStringLiteral("Id"), QString::fromStdString(s.idPattern));
    xml.writeTextElement(QStringLiteral("Filename"), image);
    xml.writeEmptyElement(QStringLiteral("TileSize"));
    xml.writeAttribute(QStringLiteral("width"), QString::number(s.tileWidth));
    xml.writeAttribute(QStringLiteral("height"), QString::number(s.tileHeight));
    edges("Border", s.border);
    edges("Margin", s.margin);
    xml.writeEndElement();
  }
  xml.writeEndElement();
  xml.writeEndDocument();
  if (!out.commit()) return remember(Error{fileName, "", "cannot write: " + out.errorString().toStdString()});
  return Status::success();
}

}  // namespace sw

#pragma once
// Plugin root: Tiled's TSX tilesets and TMX maps (read only; Tiled itself is the editor
// for those files).
#include <QObject>

#include "formats/tileset_format.h"
#include "tiled_reader.h"

namespace sw {

class TsxFormat : public TilesetFormat {
 public:
  QString name() const override { return QStringLiteral("Tiled tileset"); }
  QString shortName() const override { return QStringLiteral("tsx"); }
  QString nameFilter() const override { return QStringLiteral("Tiled tileset (*.tsx)"); }
  bool canRead(const QString& file) const override { return file.endsWith(QLatin1String(".tsx"), Qt::CaseInsensitive); }
  Result<Tileset> readTileset(const QString& file) override {
    clearError();
    auto r = readTsxFile(file);
    if (!r) return remember(r.error());
    return std::move(r->tileset);
  }
};

class TmxFormat : public MapFormat {
 public:
  QString name() const override { return QStringLiteral("Tiled map"); }
  QString shortName() const override { return QStringLiteral("tmx"); }
  QString nameFilter() const override { return QStringLiteral("Tiled map (*.tmx)"); }
  bool canRead(const QString& file) const override { return file.endsWith(QLatin1String(".tmx"), Qt::CaseInsensitive); }
  Result<TileMap> readMap(const QString& file) override {
    clearError();
    auto r = readTmxFile(file);
    if (!r) return remember(r.error());
    return r;
  }
};

class TiledPlugin : public QObject, public FormatPlugin {
  Q_OBJECT
  Q_PLUGIN_METADATA(IID SW_FORMAT_PLUGIN_IID)
  Q_INTERFACES(sw::FormatPlugin)

 public:
  QList<TilesetFormat*> tilesetFormats() override { return {&tsx_}; }
  QList<MapFormat*> mapFormats() override { return {&tmx_}; }

 private:
  TsxFormat tsx_;
  TmxFormat tmx_;
};

}  // namespace sw

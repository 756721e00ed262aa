#pragma once
// The one import/export interface that the editor and scrollwork-cli load format plugins
// through (plugins/). A plugin's root object implements FormatPlugin and hands out its
// formats; each format says what it reads and writes, and reports failures as an Error
// naming the file and the place (line and column, element, layer ...). errorString()
// repeats the last failure as one line, for callers that only show text.
//
// Tilesets read by a format hold absolute image paths (the source files); importing
// copies the images into the project and makes the paths project-relative.
#include <QString>
#include <QStringList>
#include <QtPlugin>

#include "core/error.h"
#include "formats/tile_map.h"
#include "model/tiles/tileset.h"

namespace sw {

class FileFormat {
 public:
  virtual ~FileFormat() = default;
  virtual QString name() const = 0;        // human-readable, e.g. "Tiled tileset"
  virtual QString shortName() const = 0;   // stable id for command lines, e.g. "tsx"
  virtual QString nameFilter() const = 0;  // for file dialogs, e.g. "Tiled tileset (*.tsx)"
  virtual bool supportsRead() const { return true; }
  virtual bool supportsWrite() const { return false; }
  // Whether this format is the one for `file` (by suffix, and by a look inside if needed).
  virtual bool canRead(const QString& file) const = 0;
  QString errorString() const { return errorString_; }

 protected:
  // Remembers the error for errorString() and hands it back.
  Error remember(Error error) {
    errorString_ = QString::fromStdString(error.toString());
    return error;
  }
  void clearError() { errorString_.clear(); }

 private:
  QString errorString_;
};

class TilesetFormat : public FileFormat {
 public:
  virtual Result<Tileset> readTileset(const QString& file) = 0;
  // Image paths are written relative to the file's folder when they lie inside it.
  virtual Status writeTileset(const Tileset&, const QString& file) {
    return remember(Error{file.toStdString(), "", "this format cannot be written"});
  }
};

class MapFormat : public FileFormat {
 public:
  virtual Result<TileMap> readMap(const QString& file) = 0;
};

class FormatPlugin {
 public:
  virtual ~FormatPlugin() = default;
  // Owned by the plugin; valid while the plugin stays loaded.
  virtual QList<TilesetFormat*> tilesetFormats() = 0;
  virtual QList<MapFormat*> mapFormats() = 0;
};

}  // namespace sw

#define SW_FORMAT_PLUGIN_IID "io.scrollwork.FormatPlugin/1.0"
Q_DECLARE_INTERFACE(sw::FormatPlugin, SW_FORMAT_PLUGIN_IID)

#pragma once
// Finds and loads the format plugins (QPluginLoader) once per process, and picks the
// format for a file. Search order (first plugin of a given shortName wins):
//   1. each folder of the SCROLLWORK_PLUGIN_PATH environment variable (':'-separated)
//   2. <binary dir>/../plugins/scrollwork   (the build tree: build/bin + build/plugins)
//   3. <binary dir>/plugins                 (a copied folder next to the binary)
//   4. <binary dir>/../<libdir>/scrollwork/plugins  (the installed package)
// Needs a QCoreApplication (for the binary dir).
#include <QList>
#include <QString>
#include <QStringList>

#include "formats/tileset_format.h"

namespace sw {

class FormatRegistry {
 public:
  static FormatRegistry& instance();

  const QList<TilesetFormat*>& tilesetFormats() const { return tilesetFormats_; }
  const QList<MapFormat*>& mapFormats() const { return mapFormats_; }
  // nullptr when no loaded format reads the file.
  TilesetFormat* tilesetFormatFor(const QString& file) const;
  MapFormat* mapFormatFor(const QString& file) const;
  TilesetFormat* tilesetFormat(const QString& shortName) const;

  QStringList searchPaths() const;
  // Plugins that failed to load ("file: reason"), for the Log and `--help`-style listings.
  const QStringList& loadErrors() const { return loadErrors_; }
  // "Tiled tileset (*.tsx);;XML tile strips (*.xml)" for file dialogs.
  QString tilesetNameFilters() const;

 private:
  FormatRegistry();
  QList<TilesetFormat*> tilesetFormats_;
  QList<MapFormat*> mapFormats_;
  QStringList loadErrors_;
};

}  // namespace sw

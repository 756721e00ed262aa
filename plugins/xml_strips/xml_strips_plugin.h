#pragma once
// Plugin root: hands out the XML tile strips format.
#include <QObject>

#include "formats/tileset_format.h"
#include "xml_strips_format.h"

namespace sw {

class XmlStripsPlugin : public QObject, public FormatPlugin {
  Q_OBJECT
  Q_PLUGIN_METADATA(IID SW_FORMAT_PLUGIN_IID)
  Q_INTERFACES(sw::FormatPlugin)

 public:
  QList<TilesetFormat*> tilesetFormats() override { return {&format_}; }
  QList<MapFormat*> mapFormats() override { return {}; }

 private:
  XmlStripsFormat format_;
};

}  // namespace sw

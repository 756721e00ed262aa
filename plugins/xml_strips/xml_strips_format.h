#pragma once
// The XML tile strips format of the original tools (DOMAIN.md, "Tilesets"):
//
//   <TileStrips>                      (any root element; a bare <TileStrip> root works too)
//     <TileStrip key="8" typeId="1">
//       <Id>prison_column_wood_{index}</Id>
//       <Filename>prison_columns.png</Filename>   relative to the XML file's folder
//       <TileSize width="24" height="208" />
//       <Border left="100" top="0" right="292" bottom="0" />
//       <Margin left="0" top="0" right="8" bottom="0" />
//     </TileStrip>
//   </TileStrips>
//
// How a strip is cut (TileStrip in model/tiles/tileset.h): the image minus Border is the
// region; each tile takes a cell of Margin + TileSize + Margin; cells run left to right
// and wrap to further rows top to bottom; "{index}" in Id is the 0-based index of the
// tile in its strip. Border and Margin default to 0. Each Filename becomes one image of
// the tileset (shared by strips naming the same file). The tileset is named after the
// file (its stem), and tiles are 32 pixels per unit.
#include "formats/tileset_format.h"

namespace sw {

class XmlStripsFormat : public TilesetFormat {
 public:
  QString name() const override { return QStringLiteral("XML tile strips"); }
  QString shortName() const override { return QStringLiteral("xml-strips"); }
  QString nameFilter() const override { return QStringLiteral("XML tile strips (*.xml)"); }
  bool supportsWrite() const override { return true; }
  bool canRead(const QString& file) const override;
  Result<Tileset> readTileset(const QString& file) override;
  Status writeTileset(const Tileset& tileset, const QString& file) override;
};

}  // namespace sw

#include "ui/property_grid/property_text.h"

#include <QCoreApplication>

#include "ui/property_grid/grid_values.h"

namespace sw::editor::grid {

namespace {
// Labels, categories, kinds and enum choices of every model type. Keep in step with the
// TypeBuilder tables in runtime/model; property_text_test checks it.
const std::vector<const char*> kTexts = {
    // categories
    QT_TRANSLATE_NOOP("Property", "General"), QT_TRANSLATE_NOOP("Property", "Transform"),
    QT_TRANSLATE_NOOP("Property", "Appearance"), QT_TRANSLATE_NOOP("Property", "Behaviour"),
    QT_TRANSLATE_NOOP("Property", "Camera"), QT_TRANSLATE_NOOP("Property", "Loop"),
    QT_TRANSLATE_NOOP("Property", "Editor"), QT_TRANSLATE_NOOP("Property", "Art"),
    QT_TRANSLATE_NOOP("Property", "Collision"), QT_TRANSLATE_NOOP("Property", "Simulation"),
    QT_TRANSLATE_NOOP("Property", "Assets"),
    // labels
    QT_TRANSLATE_NOOP("Property", "Name"), QT_TRANSLATE_NOOP("Property", "Tile"),
    QT_TRANSLATE_NOOP("Property", "Position"), QT_TRANSLATE_NOOP("Property", "Colour"),
    QT_TRANSLATE_NOOP("Property", "Note"), QT_TRANSLATE_NOOP("Property", "Size"),
    QT_TRANSLATE_NOOP("Property", "Activation"), QT_TRANSLATE_NOOP("Property", "Flags"),
    QT_TRANSLATE_NOOP("Property", "Condition"), QT_TRANSLATE_NOOP("Property", "Target"),
    QT_TRANSLATE_NOOP("Property", "Delay"), QT_TRANSLATE_NOOP("Property", "First Tile"),
    QT_TRANSLATE_NOOP("Property", "Last Tile"), QT_TRANSLATE_NOOP("Property", "Until Trigger"),
    QT_TRANSLATE_NOOP("Property", "Preview Passes"), QT_TRANSLATE_NOOP("Property", "Seed"),
    QT_TRANSLATE_NOOP("Property", "Scroll Speed"), QT_TRANSLATE_NOOP("Property", "Mesh"),
    QT_TRANSLATE_NOOP("Property", "Camera Entry"), QT_TRANSLATE_NOOP("Property", "Camera Exit"),
    QT_TRANSLATE_NOOP("Property", "Camera Points"), QT_TRANSLATE_NOOP("Property", "Tick Rate"),
    QT_TRANSLATE_NOOP("Property", "Screen Extent"), QT_TRANSLATE_NOOP("Property", "Asset Folders"),
    // kinds and enum choices, as readableName() spells them
    QT_TRANSLATE_NOOP("Property", "Tile Instance"), QT_TRANSLATE_NOOP("Property", "Marker"),
    QT_TRANSLATE_NOOP("Property", "Trigger"), QT_TRANSLATE_NOOP("Property", "Player Enters"),
    QT_TRANSLATE_NOOP("Property", "Both"), QT_TRANSLATE_NOOP("Property", "Once"),
    QT_TRANSLATE_NOOP("Property", "Starts Enabled"), QT_TRANSLATE_NOOP("Property", "Show In Game"),
    QT_TRANSLATE_NOOP("Property", "Tile Def"), QT_TRANSLATE_NOOP("Property", "Level"),
    QT_TRANSLATE_NOOP("Property", "Project"),
};
}  // namespace

QString propertyText(const std::string& english) {
  return QCoreApplication::translate("Property", english.c_str());
}

QString readableText(const std::string& identifier) {
  const QByteArray words = readableName(identifier).toUtf8();
  return QCoreApplication::translate("Property", words.constData());
}

const std::vector<const char*>& listedPropertyTexts() { return kTexts; }

}  // namespace sw::editor::grid

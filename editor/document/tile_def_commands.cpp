#include "document/tile_def_commands.h"

#include <QCoreApplication>

#include "document/document.h"
#include "model/polygon.h"

namespace sw::editor {

namespace {
struct Text {
  Q_DECLARE_TR_FUNCTIONS(TileDefCommands)
};
}  // namespace

QUndoCommand* makeTileDefEdit(Document* document, sw::TileDef* def, const std::string& key, const sw::Value& value,
                              int mergeSerial, QString* why) {
  auto fail = [&](const QString& message) -> QUndoCommand* {
    if (why) *why = message;
    return nullptr;
  };
  const sw::Property* property = def->description().find(key);
  if (!property) return fail(Text::tr("Tile definitions have no property %1").arg(QString::fromStdString(key)));
  if (auto problem = property->check(value)) return fail(QString::fromStdString(*problem));
  if (property->kind == sw::ValueKind::PolygonList) {
    const auto& polygons = std::get<std::vector<sw::Polygon>>(value);
    for (std::size_t i = 0; i < polygons.size(); ++i)
      if (auto problem = sw::polygonProblem(polygons[i]))
        return fail(Text::tr("Polygon %1: %2").arg(i + 1).arg(QString::fromStdString(*problem)));
  }
  auto* command = new SetTileDefPropertyCommand;
  command->document_ = document;
  command->def_ = def;
  command->key_ = key;
  command->before_ = property->get(*def);
  command->after_ = value;
  command->mergeSerial_ = mergeSerial;
  if (key == "name") {
    const std::string& name = std::get<std::string>(value);
    if (name.empty()) return delete command, fail(Text::tr("A tile definition needs a name."));
    if (auto* other = document->project().findTileDef(name); other && other != def)
      return delete command, fail(Text::tr("The project already has a tile definition named \"%1\".")
                                      .arg(QString::fromStdString(name)));
    for (const auto& level : document->project().levels)
      for (const auto& link : level->chain)
        if (link->tile == def->name) command->links_.push_back({level.get(), link->id});
  }
  command->setText(Text::tr("Set %1 of tile %2")
                       .arg(QString::fromStdString(property->label), QString::fromStdString(def->name)));
  return command;
}

void SetTileDefPropertyCommand::apply(bool forward) {
  const sw::Property* property = def_->description().find(key_);
  property->set(*def_, forward ? after_ : before_);
  QVector<ObjectId> touched;
  for (const auto& link : links_)
    if (auto* instance = dynamic_cast<sw::TileInstance*>(link.level->findById(link.id))) {
      instance->tile = def_->name;
      if (link.level == document_->level()) touched.push_back(link.id);
    }
  document_->notifyTileDefsChanged();
  if (!touched.isEmpty()) document_->notifyObjectsChanged(touched);
}

void SetTileDefPropertyCommand::redo() { apply(true); }
void SetTileDefPropertyCommand::undo() { apply(false); }

bool SetTileDefPropertyCommand::mergeWith(const QUndoCommand* other) {
  auto* o = dynamic_cast<const SetTileDefPropertyCommand*>(other);
  if (!o || o->mergeSerial_ != mergeSerial_ || o->def_ != def_ || o->key_ != key_ || key_ == "name") return false;
  after_ = o->after_;
  setObsolete(after_ == before_);
  return true;
}

}  // namespace sw::editor

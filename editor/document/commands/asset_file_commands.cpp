#include "document/commands/asset_file_commands.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <algorithm>

#include "document/commands/asset_commands.h"
#include "document/document.h"
#include "document/stores/graph_store.h"
#include "document/commands/list_edit.h"
#include "document/commands/project_lists.h"
#include "document/qt_strings.h"
#include "document/commands/refusal.h"
#include "document/commands/set_property_command.h"
#include "document/commands/tileset_commands.h"
#include "document/stores/tileset_store.h"
#include "model/level/level.h"
#include "model/references/references.h"

namespace sw::editor {

// The graph store lets only commands change the project's graphs; this is the asset
// commands' way in.
class AssetFileAccess {
 public:
  static void insertGraph(GraphStore* store, const QString& file, const sw::graph::Graph& graph) {
    store->insertGraph(file, graph);
  }
  static void removeGraph(GraphStore* store, const QString& file) { store->removeGraph(file); }
};

namespace {
using Access = AssetFileAccess;
// lupdate reads AssetFileCommandsText::tr calls under the context "AssetCommands".
struct AssetFileCommandsText {
  Q_DECLARE_TR_FUNCTIONS(AssetCommands)
};

const QString kGraphSuffix = QStringLiteral(".graph.json");

// Puts graph `file` into the store (adding) or takes it out; undo does the opposite. A
// graph put back becomes the current one when `current`.
class GraphFileCommand : public QUndoCommand {
 public:
  GraphFileCommand(GraphStore* store, QString file, sw::graph::Graph graph, bool adding, bool current,
                   QUndoCommand* parent = nullptr)
      : QUndoCommand(parent),
        store_(store),
        file_(std::move(file)),
        graph_(std::move(graph)),
        adding_(adding),
        wasCurrent_(current) {}
  void redo() override { adding_ ? put() : take(); }
  void undo() override { adding_ ? take() : put(); }

 private:
  void put() {
    Access::insertGraph(store_, file_, graph_);
    if (wasCurrent_) store_->setCurrentFile(file_);
  }
  void take() { Access::removeGraph(store_, file_); }
  GraphStore* store_;
  QString file_;
  sw::graph::Graph graph_;
  bool adding_, wasCurrent_;
};

// "tilesets/<stem>.tileset.json", free in the project's list and on disk (a file left by
// a deleted tileset is not overwritten).
QString tilesetFile(Document* document, const std::string& name) {
  std::vector<std::string> taken;
  for (const auto& t : document->project().tilesets) taken.push_back(t->file);
  const QDir folder(QDir(QString::fromStdString(document->project().directory))
                        .filePath(QLatin1String(sw::kTilesetFolder)));
  if (document->hasFolder())
    for (const QString& f : folder.entryList(QDir::Files))
      taken.push_back(std::string(sw::kTilesetFolder) + "/" + f.toStdString());
  return qs(sw::tilesetFileFor(name, taken));
}

bool tilesetNameTaken(Document* document, const std::string& name) {
  return document->project().findTileset(name) != nullptr;
}

int tilesetIndex(Document* document, const QString& name) {
  const sw::Tileset* found = document->project().findTileset(name.toStdString());
  const auto& all = document->project().tilesets;
  for (std::size_t i = 0; found && i < all.size(); ++i)
    if (all[i].get() == found) return int(i);
  return -1;
}
}  // namespace

// --- graphs ---------------------------------------------------------------------------------

QUndoCommand* makeDuplicateGraph(Document* document, const QString& file, QString* why) {
  GraphStore* store = document->graphs();
  const sw::graph::Graph* graph = store->files().contains(file) ? store->graph(file) : nullptr;
  if (!graph) return refuse(why, AssetFileCommandsText::tr("%1 cannot be read; see the log.").arg(file));
  const std::string stem = editableName({AssetType::Graph, file}).toStdString();
  const std::string name = sw::uniqueName(stem + "_copy", [&](const std::string& n) {
    return !store->newGraphFile(qs(n), QStringLiteral("texture"));
  });
  const QString copy = store->newGraphFile(qs(name), QStringLiteral("texture")).value();
  auto* command = new GraphFileCommand(store, copy, *graph, true, true);
  command->setText(AssetFileCommandsText::tr("Duplicate graph %1").arg(QFileInfo(file).fileName()));
  return command;
}

QUndoCommand* makeRemoveGraph(Document* document, const QString& file, QString* why) {
  GraphStore* store = document->graphs();
  const sw::graph::Graph* graph = store->files().contains(file) ? store->graph(file) : nullptr;
  if (!graph) return refuse(why, AssetFileCommandsText::tr("%1 cannot be read; see the log.").arg(file));
  auto* command = new GraphFileCommand(store, file, *graph, false, store->currentFile() == file);
  command->setText(AssetFileCommandsText::tr("Delete graph %1").arg(QFileInfo(file).fileName()));
  return command;
}

QUndoCommand* makeRenameGraph(Document* document, const QString& file, const QString& newName, QString* why) {
  GraphStore* store = document->graphs();
  const sw::graph::Graph* graph = store->files().contains(file) ? store->graph(file) : nullptr;
  if (!graph) return refuse(why, AssetFileCommandsText::tr("%1 cannot be read; see the log.").arg(file));
  if (newName.trimmed() == editableName({AssetType::Graph, file}))
    return refuse(why, AssetFileCommandsText::tr("The name is unchanged."));
  auto target = store->newGraphFile(newName, QStringLiteral("texture"));
  if (!target) return refuse(why, qs(target.error().toString()));
  // Every asset property naming the file follows (a tile definition's material).
  std::vector<PropertyChange> references;
  const std::string from = file.toStdString(), to = target.value().toStdString();
  sw::forEachDescribed(document->editableProject(), [&](sw::Describable& o) {
    for (const auto& p : o.description().properties())
      if (p.kind == sw::ValueKind::AssetRef && !p.readOnly) {
        const sw::Value held = p.get(o);
        if (const auto* text = std::get_if<std::string>(&held); text && *text == from)
          references.push_back({&o, p.key, held, sw::Value(to), true});
      }
  });
  const QString text =
      AssetFileCommandsText::tr("Rename graph %1 to %2").arg(QFileInfo(file).fileName(), QFileInfo(target.value()).fileName());
  auto* step = new QUndoCommand(text);
  const bool current = store->currentFile() == file;
  new GraphFileCommand(store, file, *graph, false, current, step);
  new GraphFileCommand(store, target.value(), *graph, true, current, step);
  if (!references.empty()) new SetPropertyCommand(document, std::move(references), text, 0, step);
  return step;
}

// --- tilesets -------------------------------------------------------------------------------

QUndoCommand* makeNewTilesetFromImage(Document* document, const QString& imageFile, const TilesetCut& cut,
                                      QString* why) {
  if (!document->hasFolder())
    return refuse(why, AssetFileCommandsText::tr("Save the project first: the image is copied into its folder."));
  const std::string name = cut.name.trimmed().toStdString();
  if (name.empty()) return refuse(why, AssetFileCommandsText::tr("A tileset needs a name."));
  if (tilesetNameTaken(document, name))
    return refuse(why, AssetFileCommandsText::tr("The project already has a tileset named \u201C%1\u201D.").arg(qs(name)));
  QImageReader reader(imageFile);
  const QSize size = reader.size();
  if (!size.isValid())
    return refuse(why, AssetFileCommandsText::tr("%1: cannot read the image: %2").arg(imageFile, reader.errorString()));
  if (cut.tileWidth <= 0 || cut.tileHeight <= 0 || cut.margin < 0 || cut.spacing < 0 ||
      !(cut.pixelsPerUnit > 0))
    return refuse(why, AssetFileCommandsText::tr("Tile width and height must be above 0; margin and spacing not below 0."));

  sw::Tileset tileset;
  tileset.name = name;
  tileset.pixelsPerUnit = cut.pixelsPerUnit;
  sw::TileStrip strip;
  strip.idPattern = name + "_{index}";
  strip.tileWidth = cut.tileWidth;
  strip.tileHeight = cut.tileHeight;
  strip.border = {cut.margin, cut.margin, cut.margin, cut.margin};
  strip.margin = {0, 0, cut.spacing, cut.spacing};
  auto tiles = sw::cutStrip(strip, size.width(), size.height(), cut.pixelsPerUnit);
  if (!tiles) return refuse(why, QStringLiteral("%1: %2").arg(imageFile, qs(tiles.error().message)));

  // The image: where it is when it is in the project already, else copied in.
  const QDir root(QString::fromStdString(document->project().directory));
  const QString source = QFileInfo(imageFile).absoluteFilePath();
  QString relative = root.relativeFilePath(source);
  if (relative.startsWith(QLatin1String("../")) || QDir::isAbsolutePath(relative)) {
    relative = QStringLiteral("%1/%2/%3")
                   .arg(QLatin1String(sw::kTilesetFolder), qs(name), QFileInfo(source).fileName());
    const QString target = root.filePath(relative);
    QFile existing(target);
    if (existing.exists()) {
      QFile incoming(source);
      if (!existing.open(QIODevice::ReadOnly) || !incoming.open(QIODevice::ReadOnly) ||
          existing.readAll() != incoming.readAll())
        return refuse(
            why,
            AssetFileCommandsText::tr("%1: a different file is already there; move it away or pick another name").arg(target));
    } else if (!QDir().mkpath(QFileInfo(target).path()) || !QFile::copy(source, target)) {
      return refuse(why, AssetFileCommandsText::tr("%1: cannot copy the image to %2").arg(source, target));
    }
  }
  tileset.images.push_back({relative.toStdString(), size.width(), size.height()});
  tileset.tiles = std::move(*tiles);
  tileset.strips.push_back(strip);
  tileset.file = tilesetFile(document, name).toStdString();
  tileset.unsaved = true;
  ListEdit edit(tilesetList(document));
  edit.insert(std::make_unique<sw::Tileset>(std::move(tileset)));
  return edit.command(AssetFileCommandsText::tr("New tileset %1").arg(qs(name)));
}

QUndoCommand* makeDuplicateTileset(Document* document, const QString& name, QString* why) {
  const sw::Tileset* original = document->project().findTileset(name.toStdString());
  if (!original) return refuse(why, AssetFileCommandsText::tr("There is no readable tileset \u201C%1\u201D.").arg(name));
  ListEdit edit(tilesetList(document));
  auto* copy = static_cast<sw::Tileset*>(edit.duplicate(*original));
  copy->file = tilesetFile(document, copy->name).toStdString();
  copy->unsaved = true;
  return edit.command(AssetFileCommandsText::tr("Duplicate tileset %1").arg(name));
}

QUndoCommand* makeRemoveTileset(Document* document, const QString& name, QString* why) {
  const sw::Tileset* tileset = document->project().findTileset(name.toStdString());
  if (!tileset) return refuse(why, AssetFileCommandsText::tr("There is no readable tileset \u201C%1\u201D.").arg(name));
  ListEdit edit(tilesetList(document));
  edit.remove(*tileset);
  return edit.command(AssetFileCommandsText::tr("Delete tileset %1").arg(name));
}

QUndoCommand* makeRenameTileset(Document* document, const QString& name, const QString& newName,
                                QString* why) {
  const int index = tilesetIndex(document, name);
  if (index < 0) return refuse(why, AssetFileCommandsText::tr("There is no readable tileset \u201C%1\u201D.").arg(name));
  const std::string to = newName.trimmed().toStdString();
  if (to.empty()) return refuse(why, AssetFileCommandsText::tr("A name cannot be empty."));
  if (to == name.toStdString()) return refuse(why, AssetFileCommandsText::tr("The name is unchanged."));
  if (tilesetNameTaken(document, to))
    return refuse(why, AssetFileCommandsText::tr("The project already has a tileset named \u201C%1\u201D.").arg(qs(to)));
  sw::Tileset renamed = *document->project().tilesets[std::size_t(index)];
  renamed.name = to;
  const QString text = AssetFileCommandsText::tr("Rename tileset %1 to %2").arg(name, qs(to));
  auto* step = new QUndoCommand(text);
  new ReplaceTilesetCommand(document, index, std::move(renamed), text, 0, step);
  new RenameInTileLayersCommand(document, RenameInTileLayersCommand::Field::Tileset, {}, name.toStdString(), to, step);
  return step;
}

}  // namespace sw::editor

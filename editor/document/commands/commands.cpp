#include "document/commands/commands.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>
#include <set>

#include "document/document.h"
#include "model/level/nav_objects.h"
#include "model/io/project_io.h"

namespace sw::editor {

namespace {
// lupdate reads CommandsText::tr calls under the context "Commands".
struct CommandsText {
  Q_DECLARE_TR_FUNCTIONS(Commands)
};
}  // namespace

AddObjectsCommand::AddObjectsCommand(Document* document, sw::Level* level,
                                     std::vector<std::unique_ptr<sw::LevelObject>> objects, int chainIndex)
    : document_(document), level_(level), pending_(std::move(objects)), selectionBefore_(document->selection()->ids()),
      chainIndex_(chainIndex) {
  for (auto& o : pending_) {
    o->id = sw::newObjectId();
    ids_.push_back(o->id);
  }
  setText(pending_.size() == 1 ? CommandsText::tr("Add %1").arg(QString::fromStdString(pending_[0]->name))
                               : CommandsText::tr("Add %n objects", nullptr, int(pending_.size())));
}

void AddObjectsCommand::redo() {
  std::size_t at = chainIndex_ < 0 ? level_->chain.size() : std::min(std::size_t(chainIndex_), level_->chain.size());
  for (auto& o : pending_) {
    if (auto* tile = sw::objectCast<sw::TileInstance*>(o.get())) {
      o.release();
      level_->chain.insert(level_->chain.begin() + std::ptrdiff_t(at++), std::unique_ptr<sw::TileInstance>(tile));
    } else {
      level_->objects.push_back(std::move(o));
    }
  }
  pending_.clear();
  document_->notifyStructureChanged();
  document_->selection()->set(QSet<ObjectId>(ids_.begin(), ids_.end()));
}

void AddObjectsCommand::undo() {
  QSet<ObjectId> ids(ids_.begin(), ids_.end());
  // Take them out in their original order so redo puts them back the same way.
  for (auto it = level_->chain.begin(); it != level_->chain.end();) {
    if (ids.contains((*it)->id)) {
      pending_.push_back(std::move(*it));
      it = level_->chain.erase(it);
    } else {
      ++it;
    }
  }
  for (auto it = level_->objects.begin(); it != level_->objects.end();) {
    if (ids.contains((*it)->id)) {
      pending_.push_back(std::move(*it));
      it = level_->objects.erase(it);
    } else {
      ++it;
    }
  }
  document_->notifyStructureChanged();
  QSet<ObjectId> restore = selectionBefore_;
  restore.intersect(document_->objectIds());
  document_->selection()->set(restore);
}

RemoveObjectsCommand::RemoveObjectsCommand(Document* document, sw::Level* level, QVector<ObjectId> ids)
    : document_(document), level_(level), ids_(std::move(ids)) {
  // The links of a removed nav node go with it (a link to nothing is only an error in the
  // Log); the title still counts what the user picked.
  const int picked = int(ids_.size());
  const QString firstName = picked && level_->findById(ids_[0]) ? QString::fromStdString(level_->findById(ids_[0])->name)
                                                               : QString();
  std::set<std::string> removedNodes;
  for (ObjectId id : ids_)
    if (const auto* node = sw::objectCast<const sw::NavNode*>(level_->findById(id))) removedNodes.insert(node->name);
  if (!removedNodes.empty()) {
    const QSet<ObjectId> already(ids_.begin(), ids_.end());
    for (const auto& object : level_->objects)
      if (const auto* link = sw::objectCast<const sw::NavLink*>(object.get());
          link && !already.contains(link->id) && (removedNodes.count(link->from) || removedNodes.count(link->to)))
        ids_.push_back(link->id);
  }
  setText(picked == 1 ? CommandsText::tr("Delete %1").arg(firstName)
                      : CommandsText::tr("Delete %n objects", nullptr, picked));
}

void RemoveObjectsCommand::redo() {
  QSet<ObjectId> ids(ids_.begin(), ids_.end());
  removed_.clear();
  // One pass per container keeps deletion of thousands of objects linear.
  auto sweep = [&](auto& container, bool inChain) {
    std::size_t write = 0;
    for (std::size_t read = 0; read < container.size(); ++read) {
      if (ids.contains(container[read]->id)) {
        removed_.push_back({inChain, read, std::move(container[read])});
      } else {
        if (write != read) container[write] = std::move(container[read]);
        ++write;
      }
    }
    container.resize(write);
  };
  sweep(level_->chain, true);
  sweep(level_->objects, false);
  document_->notifyStructureChanged();
}

void RemoveObjectsCommand::undo() {
  // Rebuild each container by merging the kept objects with the removed ones at their
  // original indices (ascending), linear again.
  auto restore = [&](auto& container, bool inChain) {
    using Ptr = typename std::decay_t<decltype(container)>::value_type;
    std::vector<Ptr> merged;
    std::size_t keep = 0;
    for (auto& r : removed_) {
      if (r.inChain != inChain) continue;
      while (merged.size() < r.index && keep < container.size()) merged.push_back(std::move(container[keep++]));
      merged.push_back(Ptr(static_cast<typename Ptr::element_type*>(r.object.release())));
    }
    while (keep < container.size()) merged.push_back(std::move(container[keep++]));
    container = std::move(merged);
  };
  restore(level_->chain, true);
  restore(level_->objects, false);
  removed_.clear();
  document_->notifyStructureChanged();
  document_->selection()->set(QSet<ObjectId>(ids_.begin(), ids_.end()));
}

}  // namespace sw::editor

#include "document/commands/chain_commands.h"

#include <QCoreApplication>
#include <QSet>
#include <unordered_map>

#include "document/document.h"

namespace sw::editor {

namespace {
struct ChainCommandsText {
  Q_DECLARE_TR_FUNCTIONS(ChainCommands)
};
}  // namespace

ReorderChainCommand::ReorderChainCommand(Document* document, sw::Level* level, const QVector<ObjectId>& ids,
                                         int targetIndex)
    : document_(document), level_(level) {
  QSet<ObjectId> moving(ids.begin(), ids.end());
  std::vector<ObjectId> kept, movedInOrder;
  std::size_t insertAt = 0;
  for (std::size_t i = 0; i < level->chain.size(); ++i) {
    ObjectId id = level->chain[i]->id;
    before_.push_back(id);
    if (int(i) < targetIndex && !moving.contains(id)) ++insertAt;
    if (moving.contains(id)) {
      movedInOrder.push_back(id);
      moved_.push_back(id);
    } else {
      kept.push_back(id);
    }
  }
  after_ = kept;
  after_.insert(after_.begin() + std::ptrdiff_t(insertAt), movedInOrder.begin(), movedInOrder.end());
  setText(ChainCommandsText::tr("Reorder %n chain tile(s)", nullptr, int(movedInOrder.size())));
}

void ReorderChainCommand::apply(const std::vector<ObjectId>& order) {
  std::unordered_map<ObjectId, std::unique_ptr<sw::TileInstance>> byId;
  for (auto& t : level_->chain) byId.emplace(t->id, std::move(t));
  level_->chain.clear();
  for (ObjectId id : order) level_->chain.push_back(std::move(byId.at(id)));
  document_->notifyStructureChanged();
  document_->selection()->set(QSet<ObjectId>(moved_.begin(), moved_.end()));
}

void ReorderChainCommand::redo() { apply(after_); }
void ReorderChainCommand::undo() { apply(before_); }

}  // namespace sw::editor

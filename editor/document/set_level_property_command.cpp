#include "document/set_level_property_command.h"

#include <QCoreApplication>

#include "document/document.h"

namespace sw::editor {

namespace {
// lupdate reads Text::tr calls under the context "Commands", like the other commands.
struct Text {
  Q_DECLARE_TR_FUNCTIONS(Commands)
};
}  // namespace

SetLevelPropertyCommand::SetLevelPropertyCommand(Document* document, sw::Level* level, std::string key,
                                                 sw::Value newValue, int mergeSerial)
    : document_(document),
      level_(level),
      key_(std::move(key)),
      newValue_(std::move(newValue)),
      mergeSerial_(mergeSerial) {
  const auto* property = level_->description().find(key_);
  if (property) oldValue_ = property->get(*level_);
  setText(Text::tr("Set Level %1")
              .arg(property ? QString::fromStdString(property->label) : QString::fromStdString(key_)));
}

void SetLevelPropertyCommand::apply(const sw::Value& value) {
  const auto* property = level_->description().find(key_);
  if (property && value.index() != 0) property->set(*level_, value);
  document_->notifyObjectsChanged({});
}

void SetLevelPropertyCommand::redo() { apply(newValue_); }
void SetLevelPropertyCommand::undo() { apply(oldValue_); }

bool SetLevelPropertyCommand::mergeWith(const QUndoCommand* other) {
  auto* o = dynamic_cast<const SetLevelPropertyCommand*>(other);
  if (!o || o->mergeSerial_ != mergeSerial_ || o->key_ != key_ || o->level_ != level_) return false;
  newValue_ = o->newValue_;
  setObsolete(newValue_ == oldValue_);
  return true;
}

}  // namespace sw::editor

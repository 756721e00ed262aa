#include "ui/tools/nav_suggest_action.h"

#include <QAction>
#include <QCoreApplication>
#include <QInputDialog>
#include <QUndoStack>

#include "document/commands/commands.h"
#include "document/commands/object_edits.h"
#include "document/document.h"
#include "model/level/nav_objects.h"
#include "model/project/project.h"
#include "sim/platformer/nav_suggestion.h"

namespace sw::editor {

namespace {
struct NavSuggestText {
  Q_DECLARE_TR_FUNCTIONS(NavSuggestAction)
};
}  // namespace

NavSuggestAction::NavSuggestAction(Document* document, QWidget* dialogParent, QObject* parent)
    : QObject(parent), document_(document), dialogParent_(dialogParent) {
  action_ = new QAction(NavSuggestText::tr("Suggest &Pathing Graph..."), parent ? parent : this);
  action_->setObjectName(QStringLiteral("suggestNavGraphAction"));
  action_->setToolTip(
      NavSuggestText::tr("Place nav nodes on the free level's floors and ledges and link them with "
                         "the walks, jumps, falls and grips a character can make (one undo step)"));
  connect(action_, &QAction::triggered, this, &NavSuggestAction::trigger);
  connect(document_, &Document::projectReset, this, &NavSuggestAction::updateEnabled);
  connect(document_, &Document::levelSwitched, this, &NavSuggestAction::updateEnabled);
  connect(document_, &Document::charactersChanged, this, &NavSuggestAction::updateEnabled);
  connect(document_, &Document::objectsChanged, this, &NavSuggestAction::updateEnabled);  // the level's kind
  updateEnabled();
}

void NavSuggestAction::updateEnabled() {
  const sw::Level* level = document_->level();
  action_->setEnabled(level && level->kind == sw::Level::Kind::Free &&
                      !document_->project().characters.empty());
}

void NavSuggestAction::trigger() {
  updateEnabled();
  if (!action_->isEnabled()) {
    emit message(NavSuggestText::tr("Suggest Pathing Graph needs a free level and a character"));
    return;
  }
  QStringList names;
  for (const auto& c : document_->project().characters) names << QString::fromStdString(c->name);
  QString character = names.front();
  if (names.size() > 1) {
    bool ok = false;
    character = QInputDialog::getItem(
        dialogParent_, NavSuggestText::tr("Suggest Pathing Graph"),
        NavSuggestText::tr("Where this character can walk, jump, fall and grip:"), names, 0, false, &ok);
    if (!ok) return;
  }
  QString why;
  if (!suggestFor(character, &why)) {
    emit message(why);
    return;
  }
  emit message(
      document_->undoStack()->text(document_->undoStack()->index() - 1));  // what was added, in numbers
}

int NavSuggestAction::suggestFor(const QString& characterName, QString* why) {
  auto refuse = [why](const QString& text) {
    if (why) *why = text;
    return 0;
  };
  sw::Level* level = document_->editableLevel();
  if (!level || level->kind != sw::Level::Kind::Free)
    return refuse(NavSuggestText::tr("Pathing graphs are suggested for free levels"));
  const sw::CharacterType* character = document_->project().findCharacterType(characterName.toStdString());
  if (!character) return refuse(NavSuggestText::tr("There is no character '%1'").arg(characterName));
  const sw::NavSuggestion suggestion = sw::suggestNavGraph(document_->project(), *level, *character);
  if (!suggestion.problem.empty()) return refuse(QString::fromStdString(suggestion.problem));

  std::vector<NewObject> objects;
  for (const sw::NavNode& node : suggestion.nodes)
    objects.push_back({"NavNode", node.name, node.position, {}});
  for (const sw::NavLink& link : suggestion.links)
    objects.push_back({"NavLink", link.name, {}, [link](sw::LevelObject& o) {
                         auto& made = static_cast<sw::NavLink&>(o);
                         made.from = link.from;
                         made.to = link.to;
                         made.forwardAction = link.forwardAction;
                         made.forwardCost = link.forwardCost;
                         made.backwardAction = link.backwardAction;
                         made.backwardCost = link.backwardCost;
                       }});
  const int count = int(objects.size());
  auto* command = makeAddObjects(document_, level, std::move(objects),
                                 NavSuggestText::tr("Suggest Pathing Graph for %1 (nodes: %2, links: %3)")
                                     .arg(characterName)
                                     .arg(suggestion.nodes.size())
                                     .arg(suggestion.links.size()));
  if (!command) return refuse(NavSuggestText::tr("The pathing graph could not be added"));
  document_->undoStack()->push(command);
  return count;
}

}  // namespace sw::editor

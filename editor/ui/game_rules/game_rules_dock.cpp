#include "ui/game_rules/game_rules_dock.h"

#include <QAction>
#include <QLabel>
#include <QSplitter>
#include <QToolBar>
#include <QVBoxLayout>

#include "document/document.h"
#include "model/project/game_rules_asset.h"
#include "model/io/project_io.h"
#include "model/validate/validate.h"
#include "ui/game_rules/ship_spheres_view.h"
#include "ui/property_grid/property_grid.h"

namespace sw::editor {

GameRulesDock::GameRulesDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Game Rules"), parent), document_(document) {
  setObjectName(QStringLiteral("gameRulesDock"));
  auto* content = new QWidget(this);
  auto* layout = new QVBoxLayout(content);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);

  spheres_ = new ShipSpheresView(document_, content);
  toolbar_ = new QToolBar(content);
  toolbar_->setObjectName(QStringLiteral("gameRulesToolBar"));
  toolbar_->setToolButtonStyle(Qt::ToolButtonTextOnly);
  toolbar_->addAction(spheres_->addSphereAction());
  toolbar_->addAction(spheres_->removeSphereAction());

  status_ = new QLabel(content);
  status_->setObjectName(QStringLiteral("shipSpheresStatus"));
  status_->setWordWrap(true);
  status_->setContentsMargins(6, 0, 6, 0);
  status_->setText(spheres_->statusText());
  connect(spheres_, &ShipSpheresView::statusChanged, status_, &QLabel::setText);

  auto* top = new QWidget(content);
  auto* topLayout = new QVBoxLayout(top);
  topLayout->setContentsMargins(0, 0, 0, 0);
  topLayout->setSpacing(2);
  topLayout->addWidget(toolbar_);
  topLayout->addWidget(spheres_, 1);
  topLayout->addWidget(status_);

  grid_ = new PropertyGrid(document_, content);
  grid_->setObjectName(QStringLiteral("gameRulesGrid"));
  grid_->pinTo([document] { return &document->editableProject().rules; },
               [] { return tr("Game rules (%1)").arg(QString::fromLatin1(sw::kGameRulesFileName)); });

  auto* splitter = new QSplitter(Qt::Vertical, content);
  splitter->setChildrenCollapsible(false);
  splitter->addWidget(top);
  splitter->addWidget(grid_);
  splitter->setStretchFactor(0, 2);
  splitter->setStretchFactor(1, 3);

  problems_ = new QLabel(content);
  problems_->setObjectName(QStringLiteral("gameRulesProblems"));
  problems_->setWordWrap(true);
  problems_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  problems_->setContentsMargins(6, 2, 6, 4);

  layout->addWidget(splitter, 1);
  layout->addWidget(problems_);
  setWidget(content);

  connect(document_, &Document::gameRulesChanged, this, [this] {
    grid_->refreshNow();
    showProblems();
  });
  connect(document_, &Document::projectReset, this, [this] {
    grid_->refreshNow();
    showProblems();
  });
  // The loadout names weapons: adding, renaming or removing one changes its problems.
  connect(document_, &Document::weaponsChanged, this, &GameRulesDock::showProblems);
  showProblems();
}

void GameRulesDock::addSaveAction(QAction* save) {
  toolbar_->addSeparator();
  toolbar_->addAction(save);
}

void GameRulesDock::showPanel() {
  show();
  raise();
  spheres_->setFocus();
}

void GameRulesDock::showProblems() {
  const sw::Errors errors = sw::gameRulesErrors(document_->project());
  if (errors.empty()) {
    problems_->setStyleSheet(QString());
    problems_->setText(tr("No problems in the game rules"));
    return;
  }
  QStringList lines;
  for (const auto& e : errors)
    lines << tr("%1: %2").arg(QString::fromStdString(e.where), QString::fromStdString(e.message));
  problems_->setStyleSheet(QStringLiteral("QLabel { color: #b02020; }"));
  problems_->setText(lines.join(QLatin1Char('\n')));
}

}  // namespace sw::editor

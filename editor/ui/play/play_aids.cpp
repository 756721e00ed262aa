#include "ui/play/play_aids.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSlider>
#include <QToolBar>
#include <QToolButton>

#include "play/play_session.h"

namespace sw::play {

PlayAids::PlayAids(PlaySession* session, QObject* parent) : QObject(parent), session_(session) {
  god_ = new QAction(tr("&God Mode"), this);
  god_->setObjectName(QStringLiteral("godModeAction"));
  god_->setCheckable(true);
  god_->setToolTip(tr("God mode: nothing hurts the ships (from the next tick; saved with the recording)"));
  infinite_ = new QAction(tr("&Infinite Lives"), this);
  infinite_->setObjectName(QStringLiteral("infiniteLivesAction"));
  infinite_->setCheckable(true);
  infinite_->setToolTip(
      tr("Infinite lives: a ship still dies and respawns but loses no life (from the next tick; saved with the "
         "recording)"));
  connect(god_, &QAction::toggled, this, &PlayAids::applyAids);
  connect(infinite_, &QAction::toggled, this, &PlayAids::applyAids);

  rankWidget_ = new QWidget();
  rankWidget_->setObjectName(QStringLiteral("playRankWidget"));
  auto* layout = new QHBoxLayout(rankWidget_);
  layout->setContentsMargins(6, 0, 6, 0);
  rankLabel_ = new QLabel(rankWidget_);
  rankLabel_->setObjectName(QStringLiteral("playRankLabel"));
  levelRank_ = new QToolButton(rankWidget_);
  levelRank_->setObjectName(QStringLiteral("playLevelRankButton"));
  levelRank_->setText(tr("Level"));
  levelRank_->setCheckable(true);
  levelRank_->setChecked(true);
  levelRank_->setToolTip(tr("Use the level's own rank"));
  slider_ = new QSlider(Qt::Horizontal, rankWidget_);
  slider_->setObjectName(QStringLiteral("playRankSlider"));
  slider_->setRange(0, 100);
  slider_->setValue(50);
  slider_->setFixedWidth(110);
  slider_->setToolTip(tr("Rank 0..1 for the next Play: bullet patterns may scale counts, speeds and waits by it"));
  for (QWidget* w : {static_cast<QWidget*>(levelRank_), static_cast<QWidget*>(slider_)})
    w->setFocusPolicy(Qt::NoFocus);  // the arrows keep steering the ship
  // Fixed size: the toolbar would otherwise stretch it across its free space, and the label
  // keeps one width for "level" and every value so the slider does not jump while dragged.
  rankWidget_->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
  rankLabel_->setMinimumWidth(rankLabel_->fontMetrics().horizontalAdvance(tr("Rank: level")) + 8);
  layout->addWidget(rankLabel_);
  layout->addWidget(slider_);
  layout->addWidget(levelRank_);
  connect(slider_, &QSlider::valueChanged, this, [this] {
    levelRank_->setChecked(false);  // moving the slider means "this rank"
    applyRank();
  });
  connect(levelRank_, &QToolButton::toggled, this, &PlayAids::applyRank);
  applyRank();
}

void PlayAids::populate(QMenu* menu, QToolBar* toolbar) {
  menu->addSeparator();
  menu->addAction(god_);
  menu->addAction(infinite_);
  toolbar->addSeparator();
  toolbar->addAction(god_);
  toolbar->addAction(infinite_);
  toolbar->addWidget(rankWidget_);
}

QString PlayAids::rankText() const {
  return levelRank_->isChecked() ? tr("Rank: level") : tr("Rank: %1").arg(slider_->value() / 100.0, 0, 'f', 2);
}

void PlayAids::applyAids() { session_->setAids(god_->isChecked(), infinite_->isChecked()); }

void PlayAids::applyRank() {
  session_->setRank(levelRank_->isChecked() ? -1.0 : slider_->value() / 100.0);
  rankLabel_->setText(rankText());
  rankLabel_->setToolTip(tr("Applies at the next Play"));
}

}  // namespace sw::play

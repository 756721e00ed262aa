#include "ui/boss_preview/boss_preview_dock.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include "document/document.h"
#include "model/enemies/enemy_type.h"
#include "model/project/project.h"
#include "ui/boss_preview/boss_preview_view.h"

namespace sw::editor {

namespace {
const char* const kBossDummyKey = "bossPreview/dummy";
}

BossPreviewDock::BossPreviewDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Boss Preview"), parent), document_(document) {
  setObjectName(QStringLiteral("bossPreviewDock"));
  auto* content = new QWidget(this);
  auto* layout = new QVBoxLayout(content);
  layout->setContentsMargins(4, 4, 4, 4);

  auto* time = new QHBoxLayout;
  play_ = new QToolButton(content);
  play_->setObjectName(QStringLiteral("bossPreviewPlay"));
  play_->setCheckable(true);
  play_->setText(tr("Play"));
  play_->setToolTip(tr("Play the boss from the tick shown, one tick per frame"));
  slider_ = new QSlider(Qt::Horizontal, content);
  slider_->setObjectName(QStringLiteral("bossPreviewTickSlider"));
  slider_->setRange(0, int(BossPreviewRun::kMaxTick));
  tick_ = new QSpinBox(content);
  tick_->setObjectName(QStringLiteral("bossPreviewTick"));
  tick_->setRange(0, int(BossPreviewRun::kMaxTick));
  tick_->setPrefix(tr("tick "));
  tick_->setToolTip(tr("The tick shown: the preview runs the boss from its start to here"));
  time->addWidget(play_);
  time->addWidget(slider_, 1);
  time->addWidget(tick_);
  layout->addLayout(time);

  auto* hits = new QHBoxLayout;
  part_ = new QComboBox(content);
  part_->setObjectName(QStringLiteral("bossPreviewPart"));
  part_->setToolTip(tr("The part the buttons act on"));
  damage_ = new QPushButton(tr("Damage Part"), content);
  damage_->setObjectName(QStringLiteral("bossPreviewDamage"));
  damage_->setToolTip(tr("%1 damage to the part at this tick (kept: every re-run repeats it)").arg(BossPreviewRun::kDamage));
  destroy_ = new QPushButton(tr("Destroy Part"), content);
  destroy_->setObjectName(QStringLiteral("bossPreviewDestroy"));
  destroy_->setToolTip(tr("Destroys the part and what hangs below it at this tick (kept: every re-run repeats it)"));
  reset_ = new QPushButton(tr("Reset"), content);
  reset_->setObjectName(QStringLiteral("bossPreviewReset"));
  reset_->setToolTip(tr("Forgets every damage and destroy pressed"));
  hits->addWidget(part_, 1);
  hits->addWidget(damage_);
  hits->addWidget(destroy_);
  hits->addWidget(reset_);
  layout->addLayout(hits);

  view_ = new BossPreviewView(&run_, content);
  layout->addWidget(view_, 1);
  status_ = new QLabel(content);
  status_->setObjectName(QStringLiteral("bossPreviewStatus"));
  status_->setWordWrap(true);
  status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(status_);
  setWidget(content);

  timer_ = new QTimer(this);
  timer_->setInterval(16);
  connect(timer_, &QTimer::timeout, this, &BossPreviewDock::stepOnce);
  connect(play_, &QToolButton::toggled, this, &BossPreviewDock::setPlaying);
  connect(slider_, &QSlider::valueChanged, this, &BossPreviewDock::scrubTo);
  connect(tick_, &QSpinBox::valueChanged, this, &BossPreviewDock::scrubTo);
  connect(damage_, &QPushButton::clicked, this, &BossPreviewDock::damagePart);
  connect(destroy_, &QPushButton::clicked, this, &BossPreviewDock::destroyPart);
  connect(reset_, &QPushButton::clicked, this, &BossPreviewDock::resetPresses);
  connect(view_, &BossPreviewView::dummyMoved, this, [this] { showTick(); });
  connect(view_, &BossPreviewView::dummyDropped, this,
          [](Vec2 at) { QSettings().setValue(kBossDummyKey, QPointF(at.x, at.y)); });

  const QVariant dummy = QSettings().value(kBossDummyKey);
  if (dummy.isValid()) run_.setDummy({dummy.toPointF().x(), dummy.toPointF().y()});

  // View > Boss Preview brings it to the front of its tab group, not only into it.
  connect(toggleViewAction(), &QAction::triggered, this, [this](bool on) {
    if (on) raise();
  });
  connect(document_, &Document::currentEnemyTypeChanged, this, &BossPreviewDock::followCurrentType);
  connect(document_, &Document::projectReset, this, &BossPreviewDock::projectEdited);
  connect(document_, &Document::enemyTypesChanged, this, &BossPreviewDock::projectEdited);
  connect(document_, &Document::patternsChanged, this, &BossPreviewDock::projectEdited);
  connect(document_, &Document::gameRulesChanged, this, &BossPreviewDock::projectEdited);
  followCurrentType();
}

void BossPreviewDock::followCurrentType() {
  const sw::EnemyType* current = document_->currentEnemyType();
  // A state made current (or nothing) keeps the type shown.
  if (!current || current->name == typeName_) return;
  typeName_ = current->name;
  projectEdited();
}

void BossPreviewDock::projectEdited() {
  stale_ = true;
  if (isVisible()) reload();
}

void BossPreviewDock::showEvent(QShowEvent* event) {
  QDockWidget::showEvent(event);
  if (stale_) reload();
}

void BossPreviewDock::reload() {
  stale_ = false;
  const sw::Project& project = document_->project();
  // The type was renamed or removed: the current one, else nothing.
  bool exists = false;
  for (const auto& type : project.enemyTypes) exists = exists || type->name == typeName_;
  if (!exists) typeName_ = document_->currentEnemyType() ? document_->currentEnemyType()->name : std::string();
  run_.setType(project, typeName_, project.directory);
  fillParts();
  showTick();
}

void BossPreviewDock::fillParts() {
  const QString before = part_->currentText();
  QSignalBlocker block(part_);
  part_->clear();
  for (const std::string& name : run_.partNames()) part_->addItem(QString::fromStdString(name));
  const int again = part_->findText(before);
  if (again >= 0) part_->setCurrentIndex(again);
  const bool any = part_->count() > 0;
  damage_->setEnabled(any);
  destroy_->setEnabled(any);
}

void BossPreviewDock::scrubTo(int tick) {
  if (stale_) reload();
  run_.seek(tick);
  showTick();
}

void BossPreviewDock::stepOnce() {
  if (stale_) reload();
  if (run_.tick() >= BossPreviewRun::kMaxTick) {
    play_->setChecked(false);
    return;
  }
  run_.step();
  showTick();
}

void BossPreviewDock::setPlaying(bool on) {
  play_->setText(on ? tr("Pause") : tr("Play"));
  if (on && run_.tick() >= BossPreviewRun::kMaxTick) scrubTo(0);
  if (on)
    timer_->start();
  else
    timer_->stop();
}

void BossPreviewDock::damagePart() {
  if (part_->currentIndex() < 0) return;
  run_.press(part_->currentIndex(), BossPreviewRun::Action::Damage);
  showTick();
}

void BossPreviewDock::destroyPart() {
  if (part_->currentIndex() < 0) return;
  run_.press(part_->currentIndex(), BossPreviewRun::Action::Destroy);
  showTick();
}

void BossPreviewDock::resetPresses() {
  run_.clearPresses();
  showTick();
}

void BossPreviewDock::showTick() {
  {
    QSignalBlocker a(slider_), b(tick_);
    slider_->setValue(int(run_.tick()));
    tick_->setValue(int(run_.tick()));
  }
  reset_->setEnabled(!run_.presses().empty());
  status_->setText(statusText());
  view_->update();
}

QString BossPreviewDock::statusText() const {
  if (run_.typeName().empty()) return tr("No enemy type is current.");
  if (!run_.level()) return tr("Cannot play: %1").arg(QString::fromStdString(run_.error()));
  if (!run_.boss())
    return run_.tick() == 0 ? tr("Tick 0: the enemy appears on the next tick.") : tr("The enemy is gone.");
  const std::string phase = run_.phaseName();
  QStringList lines;
  lines << tr("Phase: %1").arg(phase.empty() ? tr("none") : QString::fromStdString(phase));
  QStringList machines;
  for (const BossPreviewRun::MachineState& m : run_.machineStates()) {
    QString owner = m.owner.empty() ? tr("body") : QString::fromStdString(m.owner);
    if (m.machine != kMainMachine) owner += QStringLiteral(" (%1)").arg(QString::fromStdString(m.machine));
    machines << QStringLiteral("%1: %2").arg(owner, m.state.empty() ? QStringLiteral("-") : QString::fromStdString(m.state));
  }
  if (!machines.isEmpty()) lines << machines.join(QStringLiteral(" · "));
  if (!run_.presses().empty()) lines << tr("%n press(es) kept", nullptr, int(run_.presses().size()));
  return lines.join(QLatin1Char('\n'));
}

}  // namespace sw::editor

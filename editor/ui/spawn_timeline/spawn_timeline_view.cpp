#include "ui/spawn_timeline/spawn_timeline_view.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QToolTip>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QUndoStack>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "document/commands/commands.h"
#include "document/document.h"
#include "model/level/camera_track.h"
#include "model/level/spawn.h"

namespace sw::editor {
namespace {
constexpr double kDragThreshold = 4;
constexpr std::int64_t kSnapTicks = 5;
constexpr qsizetype kMaxLabelWidths = 200000;
}  // namespace

SpawnTimelineView::SpawnTimelineView(Document* document, QWidget* parent) : QWidget(parent), document_(document) {
  setObjectName(QStringLiteral("spawnTimelineView"));
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(false);
  connect(document_, &Document::structureChanged, this, &SpawnTimelineView::rebuildWhenShown);
  connect(document_, &Document::objectsChanged, this, [this](const QVector<ObjectId>& ids) {
    // Bars are made of spawns alone (a rename's references reach them as edits of the
    // spawns): a dragged trigger or marker leaves them as they are.
    // Nor does a property a bar does not show (a moved spawn).
    const sw::Level* level = document_->level();
    const bool shown = document_->changeMayTouch(
        {"name", "tick", "count", "delayTicks", "when", "enemyType", "trigger", "afterWave"});
    const bool spawns = shown && (!level || ids.isEmpty() || std::any_of(ids.begin(), ids.end(), [&](ObjectId id) {
                          return sw::objectCast<const sw::Spawn*>(level->findById(id)) != nullptr;
                        }));
    if (drag_ != Drag::Retime && spawns) rebuildWhenShown();
    else update();
    // The level's scroll speed or a chain link's definition moves the end (one camera
    // track per change, not per object: a few microseconds for a long chain).
    refreshChainEnd();
  });
  connect(document_, &Document::chainChanged, this, &SpawnTimelineView::refreshChainEnd);
  connect(document_, &Document::tileDefsChanged, this, &SpawnTimelineView::refreshChainEnd);
  connect(document_, &Document::projectReset, this, &SpawnTimelineView::rebuildWhenShown);
  connect(document_, &Document::levelSwitched, this, &SpawnTimelineView::rebuildWhenShown);
  connect(document_->selection(), &Selection::changed, this, qOverload<>(&QWidget::update));
  rebuild();
}

void SpawnTimelineView::rebuildWhenShown() {
  // Behind another dock's tab the timeline is not rebuilt for every edit of a level with
  // 10,000 spawns: it is marked stale and rebuilt when shown or read (layout()).
  if (isVisible()) rebuild();
  else stale_ = true;
}

const SpawnTimelineLayout& SpawnTimelineView::layout() const {
  // Stale only while hidden; whoever reads it gets what the level holds now.
  if (stale_) const_cast<SpawnTimelineView*>(this)->rebuild();
  return layout_;
}

void SpawnTimelineView::showEvent(QShowEvent* event) {
  if (stale_) rebuild();
  QWidget::showEvent(event);
}

void SpawnTimelineView::rebuild() {
  stale_ = false;
  // Shaping 10,000 labels after every edit took 30 ms: the layout keeps each spawn's
  // label and width while the spawn is unchanged, and widths are kept per label text
  // (and font), so only new or renamed labels are measured, and only once painted or hit
  // (measureLabels; at the opening of a big level all of them took 100 ms).
  // (Bounded, but not by today's bar count: deleting every spawn and undoing that must
  // not measure them all again.)
  if (labelWidthFont_ != font() || labelWidths_.size() > kMaxLabelWidths) {
    labelWidths_.clear();
    labelWidthFont_ = font();
    layout_.forgetLabelWidths();
  }
  layout_.rebuild(document_->level());
  const sw::Level* level = document_->level();
  layout_.setChainEnd(level ? sw::fixedChainEnd(document_->project(), *level) : std::nullopt);
  updateContentSize();
  update();
}

void SpawnTimelineView::refreshChainEnd() {
  const sw::Level* level = document_->level();
  const std::optional<std::int64_t> end = level ? sw::fixedChainEnd(document_->project(), *level) : std::nullopt;
  if (end == layout_.chainEnd()) return;
  layout_.setChainEnd(end);
  updateContentSize();
  update();
}

void SpawnTimelineView::measureLabels(const QRectF& area) {
  const auto [first, last] = layout_.barsInRows(area);
  std::optional<QFontMetricsF> metrics;
  for (qsizetype i = first; i < last; ++i) {
    if (layout_.bars()[i].labelWidth >= 0) continue;  // measured in this font before
    const QString& label = layout_.bars()[i].label;
    auto it = labelWidths_.constFind(label);
    if (it == labelWidths_.constEnd()) {
      if (!metrics) metrics.emplace(font());
      it = labelWidths_.insert(label, metrics->horizontalAdvance(label));
    }
    layout_.setLabelWidth(i, *it);
  }
}

void SpawnTimelineView::updateContentSize() {
  const QSizeF size = layout_.contentSize(1200);
  setMinimumSize(size.toSize());
  resize(size.toSize().expandedTo(parentWidget() ? parentWidget()->size() : QSize()));
}

void SpawnTimelineView::setPixelsPerTick(double value) {
  layout_.setPixelsPerTick(value);
  updateContentSize();
  update();
}

void SpawnTimelineView::setCurrentTick(std::int64_t tick) {
  if (tick == currentTick_) return;
  currentTick_ = tick;
  update();
}

QSize SpawnTimelineView::sizeHint() const { return layout_.contentSize(1200).toSize(); }

void SpawnTimelineView::paintEvent(QPaintEvent* event) {
  QPainter p(this);
  // Only what the exposed area shows: 10,000 bars drawn on every repaint took longer than
  // the edit that asked for it.
  const QRectF exposed = QRectF(event->rect()).adjusted(-4, -4, 4, 4);
  measureLabels(exposed);
  const QPalette& pal = palette();
  p.fillRect(rect(), pal.base());

  // Rows, alternating.
  for (const TimelineBar& bar : layout_.bars()) {
    if (bar.row % 2) {
      const double top = SpawnTimelineLayout::kRulerHeight + bar.row * SpawnTimelineLayout::kRowHeight;
      if (top > exposed.bottom() || top + SpawnTimelineLayout::kRowHeight < exposed.top()) continue;
      p.fillRect(QRectF(0, SpawnTimelineLayout::kRulerHeight + bar.row * SpawnTimelineLayout::kRowHeight, width(),
                        SpawnTimelineLayout::kRowHeight),
                 pal.alternateBase());
    }
  }

  // Ruler: a label every step (in ticks and seconds at 60 Hz), minor marks between.
  const std::int64_t step = layout_.rulerStep(70);
  const double rulerH = SpawnTimelineLayout::kRulerHeight;
  p.fillRect(QRectF(0, 0, width(), rulerH), pal.button());
  p.setPen(pal.color(QPalette::Mid));
  const std::int64_t lastVisible = std::int64_t(layout_.tickForX(width())) + step;
  for (std::int64_t t = 0; t <= lastVisible; t += step) {
    const double x = layout_.xForTick(double(t));
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(QPointF(x, rulerH - 6), QPointF(x, height()));
    p.setPen(pal.color(QPalette::ButtonText));
    const QString text = t % 60 == 0 ? QStringLiteral("%1 (%2 s)").arg(t).arg(t / 60) : QString::number(t);
    p.drawText(QPointF(x + 3, rulerH - 7), text);
  }

  // After the chain's end: shaded, with a line and its tick, so a spawn timed there is
  // seen to come too late (#45 friction 3).
  const QColor endColor(210, 60, 60);
  if (const auto end = layout_.chainEnd()) {
    const double ex = layout_.xForTick(double(*end));
    QColor shade = endColor;
    shade.setAlpha(28);
    p.fillRect(QRectF(ex, rulerH, std::max(0.0, width() - ex), height() - rulerH), shade);
    p.setPen(QPen(endColor, 2, Qt::DashLine));
    p.drawLine(QPointF(ex, 0), QPointF(ex, height()));
    // In the ruler, over its tick labels, where no bar or label of a row sits.
    const QString text = tr("chain ends (tick %1)").arg(*end);
    const QFontMetricsF metrics(font());
    const QRectF box(ex + 2, 1, metrics.horizontalAdvance(text) + 6, rulerH - 2);
    p.fillRect(box, pal.button());
    p.setPen(endColor);
    p.drawText(box, Qt::AlignCenter, text);
  }

  // Bars: timed ones filled; those waiting for a trigger or a wave hatched.
  const QColor timedColor(90, 150, 230), waitingColor(200, 140, 60), selectedColor(255, 210, 80);
  for (const TimelineBar& bar : layout_.bars()) {
    const QRectF r = layout_.barRect(bar);
    if (!layout_.hitRect(bar).united(r).intersects(exposed)) continue;
    const bool selected = document_->selection()->contains(bar.id);
    const QColor base = bar.timed ? timedColor : waitingColor;
    // The label sits on a pale strip of the bar's colour: bar and label drag as one.
    QColor strip = base;
    strip.setAlpha(selected ? 90 : 45);
    p.setPen(Qt::NoPen);
    p.setBrush(strip);
    p.drawRoundedRect(layout_.hitRect(bar), 3, 3);
    const bool late = layout_.startsAfterChainEnd(bar);
    p.setPen(QPen(selected ? selectedColor : late ? endColor : base.darker(150), selected || late ? 2 : 1));
    p.setBrush(bar.timed ? QBrush(base) : QBrush(base, Qt::BDiagPattern));
    p.drawRoundedRect(r, 3, 3);
    // One mark per formation ship after the first, where it appears.
    if (bar.ships > 1 && bar.end > bar.start) {
      p.setPen(QPen(base.lighter(160), 1));
      for (int i = 1; i < bar.ships; ++i) {
        const double x = layout_.xForTick(double(bar.start) + double(bar.end - bar.start) * i / (bar.ships - 1));
        p.drawLine(QPointF(x, r.top() + 3), QPointF(x, r.bottom() - 3));
      }
    }
    p.setPen(pal.color(QPalette::Text));
    p.drawText(QPointF(r.right() + SpawnTimelineLayout::kLabelGap, r.center().y() + 4), bar.label);
  }

  // The scrubber's tick.
  const double cx = layout_.xForTick(double(currentTick_));
  p.setPen(QPen(QColor(230, 60, 60), 2));
  p.drawLine(QPointF(cx, 0), QPointF(cx, height()));

  if (drag_ == Drag::Band) {
    p.setPen(QPen(QColor(156, 212, 255), 1));
    p.setBrush(QColor(156, 212, 255, 48));
    p.drawRect(QRectF(pressPos_, lastPos_).normalized());
  }
}

bool SpawnTimelineView::event(QEvent* event) {
  if (event->type() != QEvent::ToolTip) return QWidget::event(event);
  auto* help = static_cast<QHelpEvent*>(event);
  measureLabels(QRectF(help->pos(), QSizeF(1, 1)));
  const TimelineBar* bar = layout_.bar(layout_.barAt(help->pos()));
  if (!bar) {
    QToolTip::hideText();
    event->ignore();
    return true;
  }
  QString text = bar->label;
  if (layout_.startsAfterChainEnd(*bar))
    text += QLatin1Char('\n') + tr("Timed at tick %1, after the chain ends (tick %2): the level is over before it "
                                    "appears. Move it earlier or add chain links.")
                                     .arg(bar->start)
                                     .arg(*layout_.chainEnd());
  QToolTip::showText(help->globalPos(), text, this);
  return true;
}

void SpawnTimelineView::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
  setFocus();
  pressPos_ = lastPos_ = event->position();
  if (pressPos_.y() < SpawnTimelineLayout::kRulerHeight) {
    drag_ = Drag::Ruler;
    emit tickRequested(std::max<std::int64_t>(0, std::llround(layout_.tickForX(pressPos_.x()))));
    return;
  }
  Selection* selection = document_->selection();
  measureLabels(QRectF(pressPos_, QSizeF(1, 1)));
  const ObjectId hit = layout_.barAt(pressPos_);
  const Qt::KeyboardModifiers mods = event->modifiers();
  if (!hit) {
    if (!(mods & (Qt::ControlModifier | Qt::ShiftModifier))) selection->clear();
    drag_ = Drag::Band;
    return;
  }
  if (mods & Qt::ControlModifier) {
    selection->toggle(hit);
  } else if (mods & Qt::ShiftModifier) {
    QSet<ObjectId> ids = selection->ids();
    ids.insert(hit);
    selection->set(ids);
  } else if (!selection->contains(hit)) {
    selection->set({hit});
  }
  drag_ = selection->contains(hit) ? Drag::Pending : Drag::None;
}

void SpawnTimelineView::mouseMoveEvent(QMouseEvent* event) {
  lastPos_ = event->position();
  switch (drag_) {
    case Drag::Ruler:
      emit tickRequested(std::max<std::int64_t>(0, std::llround(layout_.tickForX(lastPos_.x()))));
      break;
    case Drag::Band:
      update();
      break;
    case Drag::Pending:
      if ((lastPos_ - pressPos_).manhattanLength() < kDragThreshold) break;
      // The selected spawns are retimed together, from where each started.
      retimed_.clear();
      for (const TimelineBar& bar : layout_.bars())
        if (document_->selection()->contains(bar.id)) retimed_.push_back({bar.id, bar.start});
      mergeSerial_ = document_->newMergeSerial();
      pushedRetime_ = false;
      drag_ = Drag::Retime;
      [[fallthrough]];
    case Drag::Retime:
      applyRetime((lastPos_.x() - pressPos_.x()) / layout_.pixelsPerTick(),
                  event->modifiers() & Qt::ShiftModifier);
      break;
    case Drag::None:
      break;
  }
}

void SpawnTimelineView::applyRetime(double deltaTicks, bool fine) {
  sw::Level* level = document_->editableLevel();
  if (!level || retimed_.empty()) return;
  QVector<ObjectId> ids;
  std::vector<sw::Value> values;
  for (const Retimed& r : retimed_) {
    if (!level->findById(r.id)) continue;
    ids.push_back(r.id);
    values.emplace_back(retimedTick(r.startTick, deltaTicks, fine ? 1 : kSnapTicks));
  }
  if (ids.isEmpty()) return;
  auto* command = new SetPropertyCommand(document_, level, ids, "tick", std::move(values), mergeSerial_);
  command->setText(tr("Retime %n spawn(s)", nullptr, int(ids.size())));
  document_->undoStack()->push(command);
  pushedRetime_ = true;
}

void SpawnTimelineView::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return QWidget::mouseReleaseEvent(event);
  if (drag_ == Drag::Band) {
    const QRectF band(pressPos_, event->position());
    measureLabels(band);
    const QVector<ObjectId> hits = layout_.barsIn(band);
    QSet<ObjectId> ids;
    if (event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier)) ids = document_->selection()->ids();
    for (ObjectId id : hits) ids.insert(id);
    document_->selection()->set(ids);
  }
  finishDrag();
}

void SpawnTimelineView::finishDrag() {
  const bool retimed = drag_ == Drag::Retime;
  drag_ = Drag::None;
  retimed_.clear();
  if (retimed) rebuild();
  update();
}

void SpawnTimelineView::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Escape && drag_ == Drag::Retime) {
    // Back to the start in the same merge: the step becomes a no-op and the stack drops it.
    if (pushedRetime_) applyRetime(0, true);
    finishDrag();
    return;
  }
  if (event->key() == Qt::Key_Escape && drag_ != Drag::None) {
    finishDrag();
    return;
  }
  QWidget::keyPressEvent(event);
}

void SpawnTimelineView::wheelEvent(QWheelEvent* event) {
  if (!(event->modifiers() & Qt::ControlModifier)) return QWidget::wheelEvent(event);
  const double steps = event->angleDelta().y() / 120.0;
  setPixelsPerTick(layout_.pixelsPerTick() * std::pow(1.25, steps));
  event->accept();
}

}  // namespace sw::editor

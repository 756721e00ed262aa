#include "ui/patterns/pattern_command_summary.h"

#include <QCoreApplication>
#include <QStringList>

#include "document/qt_strings.h"

namespace sw::editor {

namespace {
struct SummaryText {
  Q_DECLARE_TR_FUNCTIONS(PatternCommandTree)
};

QString direction(const sw::PatternCommand& c) {
  const QString v = qs(c.direction.text);
  switch (c.directionMode) {
    case sw::DirectionMode::Aim: return SummaryText::tr("aim %1").arg(v);
    case sw::DirectionMode::Absolute: return SummaryText::tr("at %1\u00B0").arg(v);
    case sw::DirectionMode::Relative: return SummaryText::tr("heading %1").arg(v);
    case sw::DirectionMode::Sequence: return SummaryText::tr("previous %1").arg(v);
  }
  return v;
}

QString speed(const sw::PatternCommand& c) {
  const QString v = qs(c.speed.text);
  switch (c.speedMode) {
    case sw::SpeedMode::Absolute: return SummaryText::tr("%1 per tick").arg(v);
    case sw::SpeedMode::Relative: return SummaryText::tr("owner's speed %1").arg(v);
    case sw::SpeedMode::Sequence: return SummaryText::tr("previous speed %1").arg(v);
  }
  return v;
}

QString ticks(const sw::PatternValue& v) { return SummaryText::tr("%1 ticks").arg(qs(v.text)); }
}  // namespace

QString commandTitle(sw::PatternOp op) { return qs(sw::toString(op)); }

QString commandSummary(const sw::PatternCommand& c) {
  switch (c.op) {
    case sw::PatternOp::Fire: {
      QStringList parts{direction(c), speed(c)};
      parts << (c.bulletKind.empty() ? SummaryText::tr("first kind") : qs(c.bulletKind));
      return parts.join(QStringLiteral(", "));
    }
    case sw::PatternOp::Wait: return ticks(c.count);
    case sw::PatternOp::Repeat:
      return c.endless ? SummaryText::tr("forever") : SummaryText::tr("%1 times").arg(qs(c.count.text));
    case sw::PatternOp::Action: return SummaryText::tr("%n command(s)", nullptr, int(c.actions.size()));
    case sw::PatternOp::Parallel: return SummaryText::tr("%n branch(es) at once", nullptr, int(c.branches.size()));
    case sw::PatternOp::ChangeDirection:
      return SummaryText::tr("to %1 over %2").arg(direction(c), ticks(c.count));
    case sw::PatternOp::ChangeSpeed: return SummaryText::tr("to %1 over %2").arg(speed(c), ticks(c.count));
    case sw::PatternOp::Accel:
      return SummaryText::tr("(%1, %2) per tick for %3").arg(qs(c.x.text), qs(c.y.text), ticks(c.count));
    case sw::PatternOp::Vanish: return SummaryText::tr("the bullet disappears");
    case sw::PatternOp::Homing: {
      const QString rate = SummaryText::tr("%1\u00B0 per tick").arg(qs(c.turnRate.text));
      return c.count.text == "0" ? SummaryText::tr("%1, whole life").arg(rate)
                                 : SummaryText::tr("%1 for %2").arg(rate, ticks(c.count));
    }
    case sw::PatternOp::Call: {
      QStringList args;
      for (const auto& a : c.args) args << qs(a.text);
      return QStringLiteral("%1(%2)").arg(qs(c.pattern), args.join(QStringLiteral(", ")));
    }
  }
  return {};
}

}  // namespace sw::editor

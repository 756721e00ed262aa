#pragma once
// What a row of the pattern command tree says about its command: the command's name and
// its values in a few words ("aim 0, 0.2 per tick, small"; "10 ticks"; "4 times"), so a
// pattern reads as a list of steps without opening each one.
#include <QString>

#include "model/patterns/bullet_pattern.h"

namespace sw::editor {

QString commandTitle(sw::PatternOp op);
QString commandSummary(const sw::PatternCommand& command);

}  // namespace sw::editor

#pragma once
// The colour of each way of getting from one nav node to the next (walk, jump, fall, climb,
// grip): the editor's nav overlay, its route dock and Play's creature route all read it, so a
// jump is the same orange everywhere.
#include <QColor>

#include "graph/nav_graph.h"

namespace sw::ui {

inline QColor navActionColor(sw::graph::NavAction action) {
  using A = sw::graph::NavAction;
  switch (action) {
    case A::Walk:
      return QColor(0x6c, 0xd8, 0x6c);
    case A::Jump:
      return QColor(0xff, 0xa0, 0x30);
    case A::Fall:
      return QColor(0x50, 0x9c, 0xff);
    case A::Climb:
      return QColor(0xd0, 0x80, 0xff);
    case A::Grip:
      return QColor(0xff, 0x6a, 0xa8);
    case A::None:
      return QColor(0x80, 0x80, 0x80);
  }
  return QColor(0x80, 0x80, 0x80);
}

}  // namespace sw::ui

#pragma once
// Where a new node (search-to-add, paste) goes so it covers no node already there: the
// spot asked for when it is free, else the nearer of "below" and "to the right of" what
// it would cover. Pure geometry, so tests need no scene.
#include <QList>
#include <QRectF>

#include "graph/graph.h"

namespace sw::editor {

// Top-left corner for `wanted` (a rectangle in scene coordinates) keeping `gap` units
// away from every rectangle in `taken`.
QPointF freeSpot(const QRectF& wanted, const QList<QRectF>& taken, double gap = 20);

// The box a node will have in the scene (NodeItem::bodyFor), at its position.
QRectF nodeBox(const sw::graph::Node& node);
// The box around every node and comment of `fragment` (a clipboard graph) with its
// top-left corner at `topLeft`, as a paste there lays them out.
QRectF fragmentBox(const sw::graph::Graph& fragment, QPointF topLeft);

}  // namespace sw::editor

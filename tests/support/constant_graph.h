#pragma once
// A texture graph of one Constant node on the colour output: a material whose colour a
// render test can look for.
#include <QByteArray>
#include <QString>

namespace sw::test {

inline QByteArray constantGraph(double r, double g, double b) {
  return QStringLiteral(R"({
  "formatVersion": 1,
  "kind": "texture",
  "nodes": [
    {"id": 1, "type": "Constant", "position": [0.0, 0.0], "properties": {"value": [%1, %2, %3, 1.0]}},
    {"id": 2, "type": "@output", "position": [300.0, 0.0]}
  ],
  "connections": [{"from": [1, "result"], "to": [2, "colour"]}],
  "comments": []
}
)")
      .arg(r, 0, 'f', 2)
      .arg(g, 0, 'f', 2)
      .arg(b, 0, 'f', 2)
      .toUtf8();
}

}  // namespace sw::test

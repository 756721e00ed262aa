#pragma once
// The big level of issue #19 (5,000 chain links, 20,000 objects by default), generated
// into a copy of the demo project for the benchmarks that need it (big_level_bench,
// viewport_frame_bench): nothing large is committed.
#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <string>

#include "support/demo_copy.h"

namespace sw::test {

// The level's text: links cycle through the demo's tiles; per link a path attached to it,
// a spawn on that path, a trigger and a spawn waiting for the trigger.
inline QByteArray bigLevelText(int links, int objects) {
  static const char* tiles[] = {"corridor", "corridor", "pillars", "ramp_up", "cavern", "ramp_down"};
  std::string t;
  t.reserve(std::size_t(objects) * 400);
  t += "{\n  \"formatVersion\": 1,\n  \"name\": \"Big\",\n  \"seed\": 1,\n  \"scrollSpeed\": 4,\n  \"chain\": [\n";
  for (int i = 0; i < links; ++i)
    t += "    {\"name\": \"link_" + std::to_string(i) + "\", \"tile\": \"" + tiles[i % 6] + "\"}" +
         (i + 1 < links ? ",\n" : "\n");
  t += "  ],\n  \"objects\": [\n";
  for (int o = 0; o < objects; ++o) {
    const int link = (o / 4) % links, n = o / 4;
    const std::string x = std::to_string(double(link) * 30.0 + 8.0), s = std::to_string(n);
    switch (o % 4) {
      case 0:
        t += "    {\"kind\": \"Path\", \"name\": \"path_" + s +
             "\", \"curve\": \"bezier\", \"closed\": false, \"points\": [[20.0, 6.0], [6.0, -1.0], [-16.0, 5.0]], "
             "\"handlesIn\": [[0.0, 0.0], [5.0, 0.0], [0.0, 0.0]], \"handlesOut\": [[-4.0, 0.0], [-5.0, 0.0], [0.0, 0.0]], "
             "\"pointKinds\": [\"corner\", \"symmetric\", \"corner\"], \"attachedTile\": \"link_" +
             std::to_string(link) + "\", \"color\": \"#4fc3f7ff\"}";
        break;
      case 1:
        t += "    {\"kind\": \"Spawn\", \"name\": \"drones_" + s + "\", \"when\": \"atTick\", \"tick\": " +
             std::to_string(300 + n * 40) + ", \"trigger\": \"\", \"wave\": \"\", \"afterWave\": \"\", \"enemyType\": "
             "\"drone\", \"path\": \"path_" + s + "\", \"startOffset\": 0.0, \"position\": [0.0, 0.0], \"count\": 3, "
             "\"spacing\": 1.5, \"delayTicks\": 12, \"mirror\": false}";
        break;
      case 2:
        t += "    {\"kind\": \"Trigger\", \"name\": \"gate_" + s + "\", \"position\": [" + x +
             ", 0.0], \"size\": [4.0, 18.0], \"activation\": \"playerEnters\", \"flags\": [\"once\", \"startsEnabled\"], "
             "\"condition\": \"\", \"target\": \"\", \"delayTicks\": 0, \"color\": \"#50dc78ff\"}";
        break;
      default:
        t += "    {\"kind\": \"Spawn\", \"name\": \"ambush_" + s + "\", \"when\": \"onTrigger\", \"tick\": 0, \"trigger\": "
             "\"gate_" + s + "\", \"wave\": \"\", \"afterWave\": \"\", \"enemyType\": \"drone\", \"path\": \"path_" + s + "\", "
             "\"startOffset\": 2.0, \"position\": [" + x + ", 4.0], \"count\": 2, \"spacing\": 1.5, \"delayTicks\": 0, "
             "\"mirror\": false}";
    }
    t += o + 1 < objects ? ",\n" : "\n";
  }
  t += "  ]\n}\n";
  return QByteArray::fromStdString(t);
}

// The demo project with the big level as its only level.
inline bool writeBigProject(const QString& dir, int links, int objects) {
  sw::test::copyFolder(QStringLiteral(SW_SOURCE_DIR "/projects/demo"), dir);
  QFile level(dir + "/levels/big.json");
  if (!level.open(QIODevice::WriteOnly) || level.write(bigLevelText(links, objects)) < 0) return false;
  level.close();
  QFile project(dir + "/project.json");
  if (!project.open(QIODevice::ReadOnly)) return false;
  QJsonObject root = QJsonDocument::fromJson(project.readAll()).object();
  project.close();
  root[QStringLiteral("levels")] = QJsonArray{QStringLiteral("levels/big.json")};
  if (!project.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
  project.write(QJsonDocument(root).toJson());
  return true;
}

}  // namespace sw::test

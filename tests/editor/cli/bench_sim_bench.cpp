// Benchmark (label bench): `scrollwork-cli bench-sim` at the issue's sizes (500 enemies,
// 5000 enemy bullets, 2000 particles, 600 ticks). Prints the binary's figures; the goal is
// a median of at most 2,000 us per tick and 0 allocations per tick. Fails only when the
// command fails or prints no figures: speed is read, not asserted.
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

class BenchSimBench : public QObject {
  Q_OBJECT

 private slots:
  void stressLevelAtTheIssuesSizes() {
    QProcess p;
    p.start(QStringLiteral(SW_BINARY_DIR "/bin/scrollwork-cli"), {"bench-sim"});
    QVERIFY(p.waitForFinished(600000));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const QString err = QString::fromUtf8(p.readAllStandardError());
    qInfo().noquote() << QString("\nscrollwork-cli bench-sim\n" + out + err);
    QVERIFY2(p.exitCode() == 0, qPrintable(err));
    for (const char* key : {"tick_us_median", "tick_us_p99", "allocs_per_tick", "enemies_live",
                            "bullets_live", "particles_live"})
      QVERIFY2(QRegularExpression(QString("^%1: [0-9.]+$").arg(key), QRegularExpression::MultilineOption)
                   .match(out)
                   .hasMatch(),
               key);
  }
};

QTEST_GUILESS_MAIN(BenchSimBench)
#include "bench_sim_bench.moc"

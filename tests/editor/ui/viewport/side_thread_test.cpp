// SideThread runs each job on one thread kept from job to job (so what a job keeps per
// thread, like the path curves of level_lookup.h, lasts), lets the caller see what the jobs
// wrote once wait() returns, runs jobs in the order given, waits for them before it ends,
// and hands the first exception to wait().
#include <QtTest>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

#include "ui/viewport/side_thread.h"

using sw::ui::SideThread;

namespace {
thread_local int jobsOnThisThread = 0;
}

class SideThreadTest : public QObject {
  Q_OBJECT
 private slots:
  void jobsRunOnOneKeptThread() {
    SideThread side;
    std::vector<std::thread::id> ran;
    std::vector<int> counted;
    for (int i = 0; i < 3; ++i) {
      side.run([&] {
        ran.push_back(std::this_thread::get_id());
        counted.push_back(++jobsOnThisThread);
      });
      QVERIFY(side.busy());
      side.wait();
      QVERIFY(!side.busy());
    }
    QCOMPARE(ran.size(), std::size_t(3));
    QVERIFY(ran[0] != std::this_thread::get_id());
    QVERIFY(ran[1] == ran[0] && ran[2] == ran[0]);
    QCOMPARE(counted, std::vector<int>({1, 2, 3}));  // the same thread's own counter
    QCOMPARE(jobsOnThisThread, 0);
  }

  void waitShowsWhatTheJobWrote() {
    SideThread side;
    std::vector<int> made;
    side.run([&] {
      for (int i = 0; i < 100000; ++i) made.push_back(i);
    });
    side.wait();
    QCOMPARE(made.size(), std::size_t(100000));
    QCOMPARE(made.back(), 99999);
    side.wait();  // nothing given: returns at once
  }

  void jobsRunInTheOrderGiven() {
    SideThread side;
    std::atomic<bool> firstDone{false};
    bool secondSawFirst = false;
    std::vector<int> order;
    side.run([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(30));
      firstDone = true;
      order.push_back(1);
    });
    side.run([&] {
      secondSawFirst = firstDone;
      order.push_back(2);
    });
    side.run([&] { order.push_back(3); });
    side.wait();
    QVERIFY(secondSawFirst);
    QCOMPARE(order, std::vector<int>({1, 2, 3}));
  }

  void aJobsExceptionComesOutOfWait() {
    SideThread side;
    bool laterRan = false;
    side.run([] { throw std::runtime_error("no room"); });
    side.run([] { throw std::logic_error("second"); });  // the first one's comes out
    side.run([&] { laterRan = true; });
    bool thrown = false;
    try {
      side.wait();
    } catch (const std::runtime_error& e) {
      thrown = QByteArray(e.what()) == "no room";
    }
    QVERIFY(thrown);
    QVERIFY(laterRan);
    side.wait();  // nothing more to rethrow
    int after = 0;  // the thread goes on with the next job
    side.run([&] { after = 7; });
    side.wait();
    QCOMPARE(after, 7);
  }

  void endingWaitsForTheJob() {
    std::atomic<bool> done{false};
    {
      SideThread side;
      side.run([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        done = true;
      });
    }
    QVERIFY(done);
  }
};

QTEST_APPLESS_MAIN(SideThreadTest)
#include "side_thread_test.moc"

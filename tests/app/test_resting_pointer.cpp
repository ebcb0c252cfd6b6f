// RestingPointer (app/shell/restingpointer.h), the workaround for Qt 6.4's
// QTBUG-135975: while items move under a pointer that rests over the window,
// Qt Quick's hover after every frame appends each HoverHandler under the
// pointer to a per-device list that only a real pointer event empties. The
// test watches that list through Qt's exported (private) accessor: it grows
// frame by frame under a resting pointer, and settle() empties it, without
// changing what is hovered.
#include <QtTest>

#include <QInputDevice>
#include <QPointingDevice>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>

#include "shell/restingpointer.h"

// Exported by libQt6Quick (qquickpointerhandler_p_p.h); declared here to read
// the list the workaround empties. Only this test looks at it.
class QQuickPointerHandlerPrivate
{
public:
    static QList<QObject*>& deviceDeliveryTargets(const QInputDevice* device);
};

namespace {

// Twenty hover handlers on top of each other, and something that moves.
const char* kScene = R"(
import QtQuick
Window {
    width: 200; height: 200; visible: true
    Repeater { model: 19; Item { width: 200; height: 200; HoverHandler {} } }
    Item { width: 200; height: 200; HoverHandler { objectName: "hover" } }
    Rectangle {
        width: 10; height: 10; color: "red"
        NumberAnimation on x { from: 0; to: 180; duration: 300; loops: Animation.Infinite }
    }
}
)";

std::unique_ptr<QQuickWindow> showScene(QQmlEngine& engine)
{
    QQmlComponent component(&engine);
    component.setData(kScene, QUrl());
    std::unique_ptr<QQuickWindow> window(qobject_cast<QQuickWindow*>(component.create()));
    if (!window)
        qWarning("%s", qPrintable(component.errorString()));
    else if (!QTest::qWaitForWindowExposed(window.get()))
        window.reset();
    return window;
}

qsizetype deliveryTargets()
{
    return QQuickPointerHandlerPrivate::deviceDeliveryTargets(QPointingDevice::primaryPointingDevice()).size();
}

} // namespace

class TestRestingPointer : public QObject {
    Q_OBJECT
private slots:
    void test_settleEmptiesWhatFramesUnderARestingPointerAdd()
    {
        QQmlEngine engine;
        std::unique_ptr<QQuickWindow> window = showScene(engine);
        QVERIFY(window);
        RestingPointer resting(window.get());
        QTest::mouseMove(window.get(), QPoint(100, 100));
        auto* hover = window->findChild<QObject*>(QStringLiteral("hover"));
        QVERIFY(hover);
        QTRY_VERIFY(hover->property("hovered").toBool());

        // The pointer rests; the animation moves things under it frame after frame.
        const qsizetype before = deliveryTargets();
        QTRY_VERIFY_WITH_TIMEOUT(deliveryTargets() > before + 200, 10000);

        QVERIFY(resting.settle());
        QVERIFY2(deliveryTargets() <= 2 * 20, qPrintable(QString::number(deliveryTargets())));
        QVERIFY(hover->property("hovered").toBool());   // nothing changed for the items
    }

    void test_noMoveWhileAButtonIsHeldOrThePointerIsOutside()
    {
        QQmlEngine engine;
        std::unique_ptr<QQuickWindow> window = showScene(engine);
        QVERIFY(window);
        RestingPointer resting(window.get());
        QVERIFY(!resting.settle());   // no pointer event yet: where it is is unknown

        QTest::mouseMove(window.get(), QPoint(50, 50));
        QTest::mousePress(window.get(), Qt::LeftButton, {}, QPoint(50, 50));
        QVERIFY(!resting.settle());   // a drag or a press in progress is left alone
        QTest::mouseRelease(window.get(), Qt::LeftButton, {}, QPoint(50, 50));
        QVERIFY(resting.settle());

        QTest::mouseMove(window.get(), QPoint(150, 150));
        QEvent leave(QEvent::Leave);   // the pointer leaves the window
        QCoreApplication::sendEvent(window.get(), &leave);
        QVERIFY(!resting.settle());
    }
};

QTEST_MAIN(TestRestingPointer)
#include "test_resting_pointer.moc"

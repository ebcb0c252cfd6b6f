# The Trash Dash table (included by qml/CMakeLists.txt): its QML, the Setup
# panel Setup loads for Trash Dash, and the session C++ in app/session/trashdash/.
list(APPEND ui_qml
    trashdash/TrashDashTable.qml
    trashdash/TdEventMotion.qml
    trashdash/TrashDashSetup.qml
    trashdash/TrackBuilder.qml
    trashdash/TrackTile.qml
    trashdash/TdSpace.qml
    trashdash/TrackView.qml
    trashdash/Pawn.qml
    trashdash/CritterToken.qml
    trashdash/TdLayout.js
    trashdash/LapTracker.qml
    trashdash/ActionCard.qml
    trashdash/TrashSlot.qml
    trashdash/CardFlight.qml
    trashdash/FinishFlag.qml
    trashdash/DashDie.qml
    trashdash/CpuDie.qml
    trashdash/CpuDieFace.qml
    trashdash/RacerSeat.qml
    trashdash/Standings.qml
)
list(APPEND ui_cpp
    ${PROJECT_SOURCE_DIR}/app/session/trashdash/trashdashsession.h
    ${PROJECT_SOURCE_DIR}/app/session/trashdash/trashdashsession.cpp
    ${PROJECT_SOURCE_DIR}/app/session/trashdash/tdcatalog.h
    ${PROJECT_SOURCE_DIR}/app/session/trashdash/tdcatalog.cpp
    ${PROJECT_SOURCE_DIR}/app/session/trashdash/tdtext.h
    ${PROJECT_SOURCE_DIR}/app/session/trashdash/tdtext.cpp
    ${PROJECT_SOURCE_DIR}/app/session/trashdash/tdwhywon.h
    ${PROJECT_SOURCE_DIR}/app/session/trashdash/tdwhywon.cpp
    ${PROJECT_SOURCE_DIR}/app/session/trashdash/tdracermodel.h
    ${PROJECT_SOURCE_DIR}/app/session/trashdash/tdracermodel.cpp
    ${PROJECT_SOURCE_DIR}/app/session/trashdash/tdseenview.h
    ${PROJECT_SOURCE_DIR}/app/session/trashdash/tdseenview.cpp
    ${PROJECT_SOURCE_DIR}/app/session/trashdash/tdhandorder.h
    ${PROJECT_SOURCE_DIR}/app/session/trashdash/tdhandorder.cpp
)
# qml/CMakeLists.txt puts app/session/trashdash on the include path: the
# generated type registrations include QML_ELEMENT headers by bare name.

# The Panda Panda table (included by qml/CMakeLists.txt): its QML and the
# session C++ in app/session/pandapanda/.
set_source_files_properties(pandapanda/PandaLetters.qml PROPERTIES QT_QML_SINGLETON_TYPE TRUE)
list(APPEND ui_qml
    pandapanda/PandaLetters.qml
    pandapanda/PandaLetterChip.qml
    pandapanda/PandaPandaTable.qml
    pandapanda/PandaAsked.qml
    pandapanda/PandaDrawn.qml
    pandapanda/PandaCard.qml
    pandapanda/PandaHand.qml
    pandapanda/PandaDiscardPile.qml
    pandapanda/PandaPlayerAid.qml
    pandapanda/PandaSeat.qml
    pandapanda/PandaDeck.qml
    pandapanda/PandaRoundEnd.qml
)
list(APPEND ui_cpp
    ${PROJECT_SOURCE_DIR}/app/session/pandapanda/pandapandasession.h
    ${PROJECT_SOURCE_DIR}/app/session/pandapanda/pandapandasession.cpp
    ${PROJECT_SOURCE_DIR}/app/session/pandapanda/pandapandaview.h
    ${PROJECT_SOURCE_DIR}/app/session/pandapanda/pandapandaview.cpp
    ${PROJECT_SOURCE_DIR}/app/session/pandapanda/pptext.h
    ${PROJECT_SOURCE_DIR}/app/session/pandapanda/pptext.cpp
    ${PROJECT_SOURCE_DIR}/app/session/pandapanda/ppwhywon.h
    ${PROJECT_SOURCE_DIR}/app/session/pandapanda/ppwhywon.cpp
)
# qml/CMakeLists.txt puts app/session/pandapanda on the include path: the
# generated type registrations include QML_ELEMENT headers by bare name.

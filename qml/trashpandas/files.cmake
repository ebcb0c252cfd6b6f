# The Trash Pandas table (included by qml/CMakeLists.txt) and the shared
# table components it introduced (qml/components/table/).
list(APPEND ui_qml
    components/table/Card.qml
    components/table/CardFan.qml
    components/table/Die.qml
    components/table/TokenRow.qml
    components/table/DiscardPile.qml
    components/table/PlayerArea.qml
    trashpandas/TpCards.js
    trashpandas/TpCard.qml
    trashpandas/TpChoiceBar.qml
    trashpandas/TpDiscardPile.qml
    trashpandas/TpSeats.qml
    trashpandas/TpPointers.qml
    trashpandas/TpScoreTable.qml
    components/table/WhyWonBox.qml
    trashpandas/TrashPandasTable.qml
)

set(tp_session_dir ${PROJECT_SOURCE_DIR}/app/session/trashpandas)
list(APPEND ui_cpp
    ${tp_session_dir}/trashpandassession.h
    ${tp_session_dir}/trashpandassession.cpp
    ${tp_session_dir}/tptext.h
    ${tp_session_dir}/tptext.cpp
    ${tp_session_dir}/tpdiscardorder.h
    ${tp_session_dir}/tpdiscardorder.cpp
    ${tp_session_dir}/tpseatmodel.h
    ${tp_session_dir}/tpseatmodel.cpp
    ${tp_session_dir}/tpscoremodels.h
    ${tp_session_dir}/tpscoremodels.cpp
    ${PROJECT_SOURCE_DIR}/app/session/core/whywon.h
    ${tp_session_dir}/tpwhywon.h
    ${tp_session_dir}/tpwhywon.cpp
)
# qml/CMakeLists.txt puts app/session/trashpandas on the include path: the
# generated type registrations include trashpandassession.h by bare name.

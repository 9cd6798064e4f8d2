import { createContext, useContext } from 'react'
import type { RouteTable } from '../routes/RouteDefinition.js'
import type { FeatureDefinition } from './FeatureDefinition.js'

export interface RegisteredFeatures {
  features: readonly FeatureDefinition[]
  routes: RouteTable
}

/** The features and route table the dialog runs with (tests can give their own). */
export const FeaturesContext = createContext<RegisteredFeatures>({ features: [], routes: {} })

export const useRegisteredFeatures = () => useContext(FeaturesContext)
